import { createContext, useContext } from 'react';
import type { GridCell } from '../../../domain/forms/designer/keyboard-navigation';

/** What a field cell can ask the designer; stable for the whole canvas, so cells re-render only for their own props. */
export interface DesignerActions {
  edit(fieldId: number): void;
  copy(fieldId: number): void;
  paste(fieldId: number): void;
  remove(fieldId: number): void;
  focus(cell: GridCell): void;
  /** Whether the user's roles allow deleting fields (docs/authorization.md): cells show Delete only then. */
  canRemove: boolean;
}

export const DesignerActionsContext = createContext<DesignerActions | null>(null);

export function useDesignerActions(): DesignerActions {
  const actions = useContext(DesignerActionsContext);
  if (!actions) throw new Error('A designer cell outside <DesignerActionsContext>.');
  return actions;
}
