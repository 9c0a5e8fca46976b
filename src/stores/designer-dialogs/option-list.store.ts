import { makeAutoObservable } from 'mobx';
import {
  addOption,
  canAddOption,
  moveOption,
  orderedOptions,
  removeOption,
} from '../../domain/forms/designer/option-list-editing';
import type { FieldOption } from '../../domain/forms/form.entity';

/**
 * An option-list editor (select, radio and check-box list fields, and each nested-select condition):
 * Enter or Add appends the trimmed name, Add is disabled while the name is blank, names are unique
 * ("There is already an option with this value."), options can be moved and deleted.
 */
export class OptionListStore {
  options: FieldOption[];
  newName = '';
  error: string | null = null;
  /** (ours) Said after a move, for screen readers. */
  announcement = '';

  constructor(options: readonly FieldOption[] = []) {
    this.options = orderedOptions(options);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canAdd(): boolean {
    return canAddOption(this.newName);
  }

  get names(): string[] {
    return this.options.map((o) => o.Name);
  }

  replaced(options: readonly FieldOption[]): void {
    this.options = orderedOptions(options);
    this.newName = '';
    this.error = null;
  }

  newNameChanged(name: string): void {
    this.newName = name;
    this.error = null;
  }

  /** Adds the typed name; resolves true when it was added. */
  added(): boolean {
    if (!this.canAdd) return false;
    const outcome = addOption(this.options, this.newName);
    if (!outcome.ok) {
      this.error = outcome.message;
      return false;
    }
    this.options = outcome.options;
    this.newName = '';
    this.error = null;
    return true;
  }

  removed(index: number): void {
    this.options = removeOption(this.options, index);
  }

  moved(from: number, to: number): void {
    if (to < 0 || to >= this.options.length || from === to) return;
    const name = this.options[from]?.Name;
    this.options = moveOption(this.options, from, to);
    this.announcement = `${name} moved to position ${to + 1} of ${this.options.length}.`;
  }
}
