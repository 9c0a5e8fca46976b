import { createContext, useContext } from 'react';
import type { FieldGridContextValue } from './field-renderer.types';

export const FieldGridContext = createContext<FieldGridContextValue | null>(null);

export function useFieldGrid(): FieldGridContextValue {
  const value = useContext(FieldGridContext);
  if (!value) throw new Error('A field cell outside <FieldGrid>.');
  return value;
}
