import { makeAutoObservable, runInAction } from 'mobx';
import type { NameResult } from '../../application/cabinet/create-cabinet.use-case';

/** A form with one name field (new cabinet, new folder): its value, its error, the server's message, busy. */
export class NameFormStore {
  name = '';
  fieldError: string | null = null;
  message: string | null = null;
  busy = false;

  constructor(private readonly submit: (name: string) => Promise<NameResult>) {
    makeAutoObservable<NameFormStore, 'submit'>(this, { submit: false }, { autoBind: true });
  }

  nameChanged(value: string): void {
    this.name = value;
    this.fieldError = null;
  }

  async submitted(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.message = null;
    const result = await this.submit(this.name);
    return runInAction(() => {
      this.busy = false;
      if (result.ok) return true;
      this.fieldError = result.fieldError;
      this.message = result.message;
      return false;
    });
  }
}
