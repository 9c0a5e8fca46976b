/** Bodies of the note category and project note calls (issue 35; docs/api.md "Project notes"). */
import { NOTE_TEXT_MAX } from '../../src/domain/projects/project-note.entity';
import { SETUP_NAME_MAX } from '../../src/domain/setup/setup.entity';
import { Id, Text } from './schema-rules';

export class NoteCategoryCreateBody {
  @Text({ max: SETUP_NAME_MAX }) Name!: string;
}

export class NoteCategoryUpdateBody extends NoteCategoryCreateBody {
  @Id() CategoryId!: number;
}

/** A note category goes; its notes keep their text and have no category from then on. */
export class NoteCategoryIdBody {
  @Id() CategoryId!: number;
}

export class NoteCreateBody {
  @Id() ProjectId!: number;
  /** None: null or absent. */
  @Id({ optional: true }) CategoryId?: number | null;
  @Text({ max: NOTE_TEXT_MAX, multiline: true }) Text!: string;
}

export class NoteUpdateBody {
  @Id() NoteId!: number;
  @Id({ optional: true }) CategoryId?: number | null;
  @Text({ max: NOTE_TEXT_MAX, multiline: true }) Text!: string;
}

export class NoteIdBody {
  @Id() NoteId!: number;
}
