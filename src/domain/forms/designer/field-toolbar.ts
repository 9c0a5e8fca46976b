/**
 * The designer toolbar's field tools (spec section 2, "Designer screen"): three groups, in order.
 * Labels are ours where the specification names a tool in lower case ("text box" -> "Text Box").
 */
import { FieldType, type FieldTypeId } from '../form.entity';

/** One draggable tool: the type it creates and its label. */
export interface FieldTool {
  readonly type: FieldTypeId;
  readonly label: string;
}

export type ToolGroupId = 'form' | 'text' | 'other';

export interface ToolGroup {
  readonly id: ToolGroupId;
  readonly label: string;
  readonly tools: readonly FieldTool[];
}

const tool = (type: FieldTypeId, label: string): FieldTool => ({ type, label });

/** Form, Text and Other, each with its tools in the specification's order. */
export const TOOLBAR_GROUPS: readonly ToolGroup[] = [
  {
    id: 'form',
    label: 'Form',
    tools: [
      tool(FieldType.TextBox, 'Text Box'),
      tool(FieldType.CheckBox, 'Check Box'),
      tool(FieldType.Select, 'Select'),
      tool(FieldType.RadioButtonList, 'Radio List'),
      tool(FieldType.CheckBoxList, 'Check List'),
      tool(FieldType.TextArea, 'Text Area'),
      tool(FieldType.Formula, 'Formula'),
      tool(FieldType.LinkedField, 'Linked Field'),
      tool(FieldType.MirrorField, 'Mirror Field'),
      tool(FieldType.NestedSelect, 'Nested Select'),
    ],
  },
  {
    id: 'text',
    label: 'Text',
    tools: [tool(FieldType.Header, 'Header'), tool(FieldType.Image, 'Image'), tool(FieldType.Text, 'Text')],
  },
  {
    id: 'other',
    label: 'Other',
    tools: [tool(FieldType.NewLine, 'New Line'), tool(FieldType.Empty, 'Empty')],
  },
];

const LABELS = new Map<number, string>(
  TOOLBAR_GROUPS.flatMap((g) => g.tools.map((t) => [t.type, t.label] as const)),
);

/** The toolbar label of a field type ("Text Box"), or "Field" for an unknown type. */
export function fieldTypeLabel(type: number): string {
  return LABELS.get(type) ?? 'Field';
}

/** True for a known field type id. */
export function isFieldType(value: unknown): value is FieldTypeId {
  return typeof value === 'number' && LABELS.has(value);
}
