import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { holdsValue, shapesOf } from '../../domain/forms/instance/field-kinds';
import { savedValue, type InstanceValues } from '../../domain/forms/instance/instance-values';

/**
 * The instance as it is on screen: every value-holding field carries the value the page holds now (saved
 * or not), in the saved shape (`Data`, `OptionId`). Encrypted fields keep what the server sent (their
 * display mask), so a value revealed on screen never ends up in a file.
 */
export function withCurrentValues(instance: FormInstance, values: InstanceValues | undefined): FormInstance {
  if (!values || values.size === 0) return instance;
  const shapes = shapesOf(instance);
  return {
    ...instance,
    Fields: instance.Fields.map((field) => {
      const value = values.get(field.FieldDefinitionId);
      const shape = shapes.get(field.FieldDefinitionId);
      if (value === undefined || !shape || !holdsValue(shape) || field.EncryptData) return field;
      const saved = savedValue(shape, value);
      return { ...field, Data: saved.Data, OptionId: saved.OptionId };
    }),
  };
}
