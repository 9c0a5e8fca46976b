import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import { parseField, parseFormOptions, parseRow } from './forms-parsers';
import { FormInstanceDto, InstanceColumnDto } from './form-instance.dto';
import { listOf, parseShape, required } from './forms-shape';
import { parseDto } from './parse-response';

/** A form instance: the flat properties, its rows, columns, options and fields (each a valid field). */
export const parseFormInstance: ResponseParser<FormInstance> = parseShape(FormInstanceDto, {
  Columns: listOf(parseDto(InstanceColumnDto)),
  Rows: listOf(parseRow),
  Options: required(parseFormOptions),
  Fields: listOf(parseField),
});
