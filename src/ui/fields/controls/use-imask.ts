import type { InputMask } from 'imask';
import { useEffect, useRef, type RefObject } from 'react';
import { formLibrary } from '../../../domain/forms/libraries/form-libraries';
import type { MaskOptions } from '../../../domain/forms/masks/mask-options';
import { useLatest } from '../use-latest';

/**
 * Binds imask to an uncontrolled input with the options of src/domain/forms/masks (maskOptionsFor), so the
 * input formats exactly as the domain validates. `onAccept` gets every value the user types; values set
 * from outside (a restored draft, a revealed value) update the input without being reported back.
 */
export function useImask(
  input: RefObject<HTMLInputElement | null>,
  options: MaskOptions | null,
  value: string,
  onAccept: (value: string) => void,
): void {
  const mask = useRef<InputMask | null>(null);
  const syncing = useRef(false);
  const accept = useLatest(onAccept);
  const initial = useLatest(value);

  useEffect(() => {
    const element = input.current;
    if (!options || !element) return;
    syncing.current = true;
    element.value = initial.current;
    const bound = formLibrary('masks').default(element, {
      ...options,
      definitions: { ...options.definitions },
    });
    syncing.current = false;
    bound.on('accept', () => {
      if (!syncing.current) accept.current(bound.value);
    });
    mask.current = bound;
    return () => {
      bound.destroy();
      mask.current = null;
    };
  }, [input, options, accept, initial]);

  useEffect(() => {
    const bound = mask.current;
    if (!bound || bound.value === value || bound.unmaskedValue === value) return;
    syncing.current = true;
    bound.value = value;
    syncing.current = false;
  }, [value]);
}
