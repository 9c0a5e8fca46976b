import type { SeedData, UserRecord } from '../../fixtures/types';
import type { AccessDecision } from '../../src/domain/access/access-decision';
import type { Actor } from '../../src/domain/access/actor';
import { actorOf } from '../access/access-facts';
import { allow } from '../access/access-guard';
import type { Hub } from '../hub';
import { HttpError } from '../http';
import type { Store } from '../store';

export const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** A quiz or a survey as stored: its workspace and its questions in order. */
interface ModuleRecord {
  workspaceId: number;
  QuestionIds: readonly number[];
}

/** What the shared reads need to know of a module (quizzes, surveys): where its records are and who may do what. */
export interface ModuleKind<R extends ModuleRecord, Q extends { QuestionId: number }> {
  /** The record's word in a 404's message: "quiz", "survey". */
  noun: string;
  records(data: SeedData): R[];
  questions(data: SeedData): Q[];
  idOf(record: R): number;
  /** The id of the record a question belongs to. */
  ownerOf(question: Q): number;
  manage(actor: Actor, record: R): AccessDecision;
  take(actor: Actor, record: R): AccessDecision;
  mayManage(actor: Actor, record: R): boolean;
  /** The hub event of the results pages (docs/realtime.md) and what it carries. */
  resultsEvent: string;
  resultsNews(record: R): unknown;
}

/**
 * Reads and rules the routes of a module (quizzes, surveys) share: lookups with access checks, its questions in order,
 * live updates of its results pages.
 */
export class ModuleData<R extends ModuleRecord, Q extends { QuestionId: number }> {
  constructor(
    protected readonly store: Store,
    private readonly hub: Hub,
    readonly now: () => number,
    private readonly kind: ModuleKind<R, Q>,
  ) {}

  get data() {
    return this.store.data;
  }

  actor(user: UserRecord): Actor {
    return actorOf(this.store, user);
  }

  /** A record of the caller's workspace (404 for any other, so ids of other workspaces tell nothing). */
  recordOf(user: UserRecord, id: number): R {
    const record = this.inWorkspace(id, user.workspaceId);
    if (!record) throw new HttpError(404, `No ${this.kind.noun} ${id}.`);
    return record;
  }

  managed(user: UserRecord, id: number): R {
    const record = this.recordOf(user, id);
    allow(this.kind.manage(this.actor(user), record));
    return record;
  }

  takeable(user: UserRecord, id: number): R {
    const record = this.recordOf(user, id);
    allow(this.kind.take(this.actor(user), record));
    return record;
  }

  mayManage(user: UserRecord, record: R): boolean {
    return this.kind.mayManage(this.actor(user), record);
  }

  questionsOf(record: R): Q[] {
    const id = this.kind.idOf(record);
    const byId = new Map(
      this.kind
        .questions(this.data)
        .filter((q) => this.kind.ownerOf(q) === id)
        .map((q) => [q.QuestionId, q]),
    );
    return record.QuestionIds.flatMap((qid) => (byId.has(qid) ? [byId.get(qid)!] : []));
  }

  /** A question the caller may edit, with its record. */
  managedQuestion(user: UserRecord, questionId: number): { record: R; question: Q } {
    const question = this.kind.questions(this.data).find((q) => q.QuestionId === questionId);
    const record = question && this.inWorkspace(this.kind.ownerOf(question), user.workspaceId);
    if (!question || !record) throw new HttpError(404, `No question ${questionId}.`);
    allow(this.kind.manage(this.actor(user), record));
    return { record, question };
  }

  /** Tells the record's managers who are online that its results changed (docs/realtime.md). */
  resultsChanged(record: R): void {
    const people = this.data.users.filter(
      (u) => u.workspaceId === record.workspaceId && this.mayManage(u, record),
    );
    for (const person of people)
      this.hub.push(person.id, this.kind.resultsEvent, this.kind.resultsNews(record));
  }

  save(): void {
    this.store.save();
  }

  nextId<T>(records: readonly T[], id: (record: T) => number): number {
    return this.store.nextId(records, id);
  }

  /** The record `id` of a workspace, if any. */
  protected inWorkspace(id: number, workspaceId: number): R | undefined {
    return this.kind
      .records(this.data)
      .find((r) => this.kind.idOf(r) === id && r.workspaceId === workspaceId);
  }
}
