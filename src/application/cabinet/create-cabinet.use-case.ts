import { inject, injectable } from 'inversify';
import { cleanName, nameProblem } from '../../domain/cabinet/cabinet-names';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { refusalOf } from './cabinet-outcome';

export type NameResult = { ok: true } | { ok: false; fieldError: string | null; message: string | null };

/** A member creates a cabinet on /cabinet/new and lands in it. */
@injectable()
export class CreateCabinet {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  async run(name: string): Promise<NameResult> {
    const clean = cleanName(name);
    const problem = nameProblem(clean);
    if (problem) return { ok: false, fieldError: problem, message: null };
    const result = await this.gateway.createCabinet(clean);
    if (!result.ok) return { ok: false, fieldError: null, message: refusalOf(result) };
    this.navigator.go(folderPath(result.data));
    return { ok: true };
  }
}
