import { inject, injectable } from 'inversify';
import { CreateCabinet } from '../../application/cabinet/create-cabinet.use-case';
import { NameFormStore } from './name-form.store';

/** /cabinet/new: the new cabinet's name (one store per open page). */
@injectable()
export class CabinetCreateStore {
  readonly form: NameFormStore;

  constructor(@inject(CreateCabinet) createCabinet: CreateCabinet) {
    this.form = new NameFormStore((name) => createCabinet.run(name));
  }

  dispose(): void {
    // Nothing runs in the background.
  }
}
