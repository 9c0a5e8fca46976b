import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import type { InstanceValues } from '../../../domain/forms/instance/instance-values';
import type { HeaderFooterInfo } from '../../../ports/form-exporter.port';

/** What the export components need from the instance page. */
export interface ExportProps {
  /** The instance as loaded. */
  instance: FormInstance;
  /** The values on screen now (saved or not), or a function reading them when an export starts. */
  values?: InstanceValues | (() => InstanceValues);
  /** The PDF header and footer texts; built from the signed-in user and the instance when absent. */
  headerFooterInfo?: HeaderFooterInfo;
  /** Whether the form passes validation (forms spec §5: "PDF dialog: saving requires a valid form"). */
  isFormValid: boolean;
}

export function currentValues(values: ExportProps['values']): InstanceValues | undefined {
  return typeof values === 'function' ? values() : values;
}
