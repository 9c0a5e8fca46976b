import { inject, injectable } from 'inversify';
import type { SourceTypeId } from '../../domain/forms/dialogs/row-column.dto';
import type { Form } from '../../domain/forms/form.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { RowColumnChange } from '../../domain/forms/form-catalog.entity';

export interface DuplicateRequest {
  SourceType: SourceTypeId;
  SourceIndex: number;
  TargetIndex: number;
  IgnoreLinkedFields: boolean;
}

export interface RemoveRequest {
  SourceType: SourceTypeId;
  SourceIndices: number[];
}

/** The form the server answered (null when the call failed or reported errors) and the errors to list in the dialog. */
export interface RowColumnOutcome {
  readonly form: Form | null;
  readonly errors: string[];
}

/**
 * Manipulate Row or Column (forms spec §2, §5): Duplicate (`CopyRowOrColumn`) and Remove
 * (`RemoveRowOrColumn`). The server answers `{ form, Errors }`; the designer takes the form when the
 * list is empty, and the dialog lists the errors otherwise.
 */
@injectable()
export class ManipulateRowsColumns {
  constructor(@inject(FieldSetupGateway) private readonly fieldSetup: FieldSetupGateway) {}

  async duplicate(form: Pick<Form, 'FormId'>, request: DuplicateRequest): Promise<RowColumnOutcome> {
    const { SourceType, SourceIndex, TargetIndex, IgnoreLinkedFields } = request;
    return outcomeOf(
      await this.fieldSetup.copyRowOrColumn({
        FormId: form.FormId,
        SourceType,
        SourceIndex,
        TargetIndex,
        IgnoreLinkedFields,
      }),
    );
  }

  async remove(form: Pick<Form, 'FormId'>, request: RemoveRequest): Promise<RowColumnOutcome> {
    // TargetIndex and IgnoreLinkedFields mean nothing to a removal; the call carries them (spec §7) as 0 and false.
    const body = {
      FormId: form.FormId,
      SourceType: request.SourceType,
      SourceIndices: [...request.SourceIndices],
      TargetIndex: 0,
      IgnoreLinkedFields: false,
    };
    return outcomeOf(await this.fieldSetup.removeRowOrColumn(body));
  }
}

function outcomeOf(result: HttpResult<RowColumnChange>): RowColumnOutcome {
  if (!result.ok) {
    const { failure } = result;
    // The error catalogue has shown its toast; the dialog lists the reason too so the user sees why nothing changed.
    return {
      form: null,
      errors:
        failure.kind === 'aborted'
          ? []
          : [messageOf(failure.kind === 'status' ? failure.payload : undefined)],
    };
  }
  const errors = (result.data.Errors ?? []).filter(
    (error) => typeof error === 'string' && error.trim() !== '',
  );
  return { form: errors.length > 0 ? null : result.data.form, errors };
}
