/** A project (platform spec: its fields are not shown; these are what the forms pages need). */
export interface ProjectSummary {
  ProjectId: number;
  Name: string;
  Description: string;
  CreatedOn: string;
  InstanceCount: number;
}

export interface ProjectInstance {
  InstanceId: number;
  Name: string;
  FormId: number;
  GroupId: number | null;
  UpdatedOn: string;
}

export interface ProjectDetails {
  ProjectId: number;
  Name: string;
  Description: string;
  CreatedOn: string;
  Instances: ProjectInstance[];
}
