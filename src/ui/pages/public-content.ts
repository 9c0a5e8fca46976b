/**
 * The words of the public site (issue 35; docs/account.md "Public pages"). The spec lists the routes only: every
 * sentence here says what this build of Gridwork does, and nothing it does not.
 */
export interface PublicSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface PublicPageContent {
  lead: string;
  sections: readonly PublicSection[];
  /** Which screenshot the page shows, if any. */
  picture?: 'form' | 'report';
}

export const PUBLIC_CONTENT: Readonly<Record<string, PublicPageContent>> = {
  'public.features': {
    lead: 'Gridwork is where a team designs its own forms, fills them in, reports on them and shares them, with projects, tasks and document cabinets around the work.',
    picture: 'form',
    sections: [
      {
        heading: 'Forms on a grid',
        paragraphs: [
          'Lay fields out on rows and columns as on a sheet of paper: text boxes and areas, drop-downs (nested ones too), radio buttons, check boxes, headers and pictures.',
          'Formula fields compute from other fields as you type, and linked fields bring values in from other forms. Masks (phone, SSN, date and time, or a pattern of your own) and validation rules keep entries in shape; sensitive fields are stored encrypted and revealed one at a time to those allowed.',
        ],
      },
      {
        heading: 'Exports and reports',
        paragraphs: [
          'Every filled form exports to PDF, Excel or CSV. Reports gather the instances of a form, or the tasks of a project, in columns you choose.',
          'Save a report’s filter and schedule it: Gridwork e-mails the result daily, weekly, monthly, quarterly or yearly in the filter’s time zone, and keeps a log of every delivery.',
        ],
      },
      {
        heading: 'Sharing, cabinets and tasks',
        paragraphs: [
          'Share one form with someone outside the workspace: they confirm their e-mail address with a one-time code before they see or fill it in.',
          'Cabinets keep folders and files with document types, previews and direct links; projects carry tasks with assignees, due dates, categories and workflows.',
        ],
      },
    ],
  },
  'public.how-it-works': {
    lead: 'From an empty workspace to a weekly report in four steps.',
    picture: 'report',
    sections: [
      {
        heading: '1. Create your workspace',
        paragraphs: [
          'Sign up with your e-mail address: we send you a link, and opening it creates the workspace with you as its administrator. Invite colleagues as workspace or team users and give them roles.',
        ],
      },
      {
        heading: '2. Design a form',
        paragraphs: [
          'Drag fields onto the grid, set their formulas, masks and validation, and decide who may view or change each field.',
        ],
      },
      {
        heading: '3. Fill it in, share it',
        paragraphs: [
          'Members fill instances in the browser, on a desk or a phone; a draft is kept while they type. Outside people fill a shared form after confirming their address with a code.',
        ],
      },
      {
        heading: '4. Report on it',
        paragraphs: [
          'Build a report from the form’s fields, filter it, and schedule the filter: the results arrive by e-mail, and the delivery log shows each run.',
        ],
      },
    ],
  },
  'public.solutions': {
    lead: 'Gridwork fits work that is collected on forms and followed up in projects.',
    sections: [
      {
        heading: 'Inspections and site visits',
        paragraphs: [
          'An inspector fills the site inspection form on a phone; the team lead reads the findings in a report and follows them up with tasks in the project.',
        ],
      },
      {
        heading: 'Expense claims',
        paragraphs: [
          'An expense claim form totals its amounts with formula fields, and a report of all claims, filtered by month, is e-mailed to finance on schedule.',
        ],
      },
      {
        heading: 'Client and supplier paperwork',
        paragraphs: [
          'Share a form with a client who has no account: they confirm their address with a one-time code and fill it in. Keep the signed documents in a cabinet folder shared by direct link.',
        ],
      },
    ],
  },
  'public.about': {
    lead: 'Gridwork is a work-management web application for workspaces and teams.',
    sections: [
      {
        heading: 'What it is',
        paragraphs: [
          'It brings together configurable forms and their filled instances, reports, projects and tasks, document cabinets, workflows, roles and users, in one single-page application that works in any modern browser.',
          'Each workspace has its administrators, its teams and its roles; what a person may read, create, change, delete or share follows their roles, area by area.',
        ],
      },
      {
        heading: 'Accessibility',
        paragraphs: [
          'Every page is built to be used with a keyboard and a screen reader, and is checked with automated accessibility tests.',
        ],
      },
    ],
  },
  'public.privacy': {
    lead: 'What Gridwork keeps about you, why, and who may see it.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'We keep your name, e-mail address and workspace, and your password only as a salted scrypt hash: nobody can read it back. Sign-in uses a session cookie that scripts cannot read.',
        ],
      },
      {
        heading: 'Your workspace’s content',
        paragraphs: [
          'Forms, instances, files, reports, projects and tasks belong to the workspace. Members see them as their roles allow; encrypted field values are shown only to those allowed, one value at a time.',
          'The workspace’s activity log records who changed what and when, so that administrators can follow changes; it keeps the latest 10,000 entries.',
        ],
      },
      {
        heading: 'In your browser',
        paragraphs: [
          'Your browser keeps the session’s time-out and unsaved drafts of forms you are filling in. Drafts are erased when you sign out.',
        ],
      },
      {
        heading: 'Sharing and e-mail',
        paragraphs: [
          'When a form is shared with you, we keep your address to send you one-time codes. Invitations, password resets, sign-up links and scheduled reports are sent by e-mail, each only to its recipient.',
        ],
      },
    ],
  },
  'public.terms': {
    lead: 'The short version of the rules of using Gridwork.',
    sections: [
      {
        heading: 'Your workspace',
        paragraphs: [
          'The person who signs up becomes the workspace’s first administrator and is responsible for who is invited and which roles they hold.',
          'What you put in the workspace stays yours. Administrators may deactivate users; a deactivated user can no longer sign in.',
        ],
      },
      {
        heading: 'Plans and limits',
        paragraphs: [
          'A workspace’s plan may limit what it holds, such as the number of projects. A change that would pass a limit is refused with a message saying so, and a locked workspace refuses its users’ work until it is unlocked.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'Do not use Gridwork to send unsolicited e-mail, and do not try to reach data your roles do not allow. Repeated failed sign-ins and code requests are slowed down.',
        ],
      },
    ],
  },
};
