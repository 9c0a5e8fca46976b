import { IsBoolean, IsISO8601, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  NOTE_TEXT_MAX,
  type NoteCategory,
  type ProjectNote,
} from '../../domain/projects/project-note.entity';
import { SETUP_NAME_MAX } from '../../domain/setup/setup.entity';

export class ProjectNoteDto implements ProjectNote {
  @IsInt() NoteId!: number;
  @IsInt() ProjectId!: number;
  @IsOptional() @IsInt() CategoryId!: number | null;
  @IsOptional() @IsString() CategoryName!: string | null;
  @IsString() @MaxLength(NOTE_TEXT_MAX) Text!: string;
  @IsString() AuthorName!: string;
  @IsISO8601() CreatedOn!: string;
  @IsISO8601() UpdatedOn!: string;
  @IsBoolean() CanChange!: boolean;
}

export class NoteCategoryDto implements NoteCategory {
  @IsInt() CategoryId!: number;
  @IsString() @MaxLength(SETUP_NAME_MAX) Name!: string;
  @IsInt() @Min(0) NoteCount!: number;
}
