import { isValidElement } from 'react';
import type { ArgsEnhancer, ArgTypesEnhancer, Renderer, StrictArgTypes } from 'storybook/internal/types';

/** One prop as react-docgen-typescript describes it (what Storybook's props tables and controls are built from). */
export interface DocgenProp {
  description?: string;
  required?: boolean;
  defaultValue?: { value: unknown } | null;
  type?: { name: string; raw?: string; value?: { value: string }[] };
}

/** The docgen block the Storybook Vite plugin puts on each component. */
export function docgenProps(component: unknown): Record<string, DocgenProp> | undefined {
  return (component as { __docgenInfo?: { props?: Record<string, DocgenProp> } } | undefined)?.__docgenInfo
    ?.props;
}

/** A `ReactNode` prop (a title, a message): a string is a valid one, so a designer types it in a text field. */
export function isTextNode(prop: DocgenProp): boolean {
  return prop.type?.name === 'ReactNode' || prop.type?.name === 'ReactElement | string';
}

const literal = /^(?:"[^"]*"|'[^']*'|-?\d+(?:\.\d+)?|true|false)$/;

/** A string, a number, a boolean, or a union of literal values: what a control sets without any code. */
export function isPlainValue(prop: DocgenProp): boolean {
  const type = prop.type;
  if (!type) return false;
  if (type.name === 'string' || type.name === 'number' || type.name === 'boolean') return true;
  return (
    type.name === 'enum' && !!type.value?.length && type.value.every((member) => literal.test(member.value))
  );
}

/** The value of a literal default (`1`, `'md'`, `true`), or undefined for an expression (`kitLabels.cart.title`). */
export function literalDefault(prop: DocgenProp): unknown {
  const raw = prop.defaultValue?.value;
  // docgen writes a string default without its quotes (`solid`): one of the union's values is that literal.
  const member = prop.type?.name === 'enum' && prop.type.value?.find((m) => m.value.slice(1, -1) === raw);
  if (member && /^["']/.test(member.value)) return member.value.slice(1, -1);
  if (typeof raw !== 'string' || !literal.test(raw)) return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^["']/.test(raw)) return raw.slice(1, -1);
  return Number(raw);
}

/**
 * The value a control starts at for an optional plain prop that has neither a story value nor a literal default: an
 * empty text, no number, a switch off. Storybook draws a « Set string » (« Set number », « Set boolean ») button instead
 * of the field while an arg is undefined; with this value the field shows at once, and `UNSET_MAPPING` gives the
 * component `undefined` for it (the prop left out, as a shop that does not pass it), so the story is unchanged until a
 * designer types or switches. Undefined for a union of literals (its radio or select shows with nothing chosen) and
 * for a prop a control does not type.
 */
export function unsetValue(prop: DocgenProp): '' | null | false | undefined {
  if (isTextNode(prop) || prop.type?.name === 'string') return '';
  if (prop.type?.name === 'number') return null;
  if (prop.type?.name === 'boolean') return false;
  return undefined;
}

/** Storybook's `argTypes.<prop>.mapping`: the control's empty value reaches the component as `undefined`. */
export function unsetMapping(value: '' | null | false): Record<string, undefined> {
  return { [String(value)]: undefined };
}

/** An optional plain prop that no story value and no literal default fill: its control starts at `unsetValue`. */
function startsUnset(
  name: string,
  prop: DocgenProp,
  initialArgs: Record<string, unknown> | undefined,
): boolean {
  return (
    initialArgs?.[name] === undefined &&
    (isPlainValue(prop) || isTextNode(prop)) &&
    literalDefault(prop) === undefined &&
    unsetValue(prop) !== undefined
  );
}

/** The two choices of a slot a story fills with an element (a button, a payment choice): the story's, or none. */
export const SLOT_EXAMPLE = 'Exemple de la story';
export const SLOT_NONE = 'Aucun';

/**
 * Props tables a designer reads: a text box for `ReactNode` props (titles, messages) instead of a JSON editor, a
 * « Exemple de la story / Aucun » choice for a slot the story fills with an element, and the texts objects (`labels`)
 * summarised in words instead of `Partial<Labels<…>>`.
 */
export const readableArgTypes: ArgTypesEnhancer<Renderer> = (context) => {
  const props = docgenProps(context.component);
  if (!props) return context.argTypes;
  const argTypes: StrictArgTypes = { ...context.argTypes };
  for (const [name, prop] of Object.entries(props)) {
    const argType = argTypes[name];
    if (!argType) continue;
    if (isTextNode(prop) && argType.control === undefined) {
      const example = context.initialArgs?.[name];
      argTypes[name] = isValidElement(example)
        ? {
            ...argType,
            options: [SLOT_EXAMPLE, SLOT_NONE],
            mapping: { [SLOT_EXAMPLE]: example, [SLOT_NONE]: undefined },
            control: { type: 'radio' },
          }
        : { ...argType, control: { type: 'text' } };
    }
    const unset = unsetValue(prop);
    if (unset !== undefined && startsUnset(name, prop, context.initialArgs) && !argTypes[name]?.mapping) {
      argTypes[name] = { ...(argTypes[name] ?? argType), mapping: unsetMapping(unset) };
    }
    if (/Labels\b/.test(prop.type?.name ?? '')) {
      argTypes[name] = {
        ...argType,
        control: false,
        table: { ...argType.table, type: { summary: 'textes à remplacer (objet)', detail: prop.type?.name } },
      };
    }
  }
  return argTypes;
};

/**
 * Every plain prop starts at its documented default, so its control shows the value (a number, a switch) instead of a
 * « Set … » button. Only literal defaults: an expression (a text from `@teranga/messages`) stays the component's own.
 * An optional one without a default starts empty (`unsetValue`), which the component receives as `undefined`.
 */
export const defaultArgs: ArgsEnhancer<Renderer> = (context) => {
  const props = docgenProps(context.component);
  if (!props) return {};
  const args: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(props)) {
    if (context.initialArgs[name] !== undefined) continue;
    const value = isPlainValue(prop) ? literalDefault(prop) : undefined;
    if (value !== undefined) args[name] = value;
    else if (startsUnset(name, prop, context.initialArgs) && context.argTypes[name]?.mapping) {
      // Only where readableArgTypes mapped the empty value back to `undefined` (a story's own mapping wins).
      const unset = unsetValue(prop);
      if (unset !== undefined && String(unset) in (context.argTypes[name].mapping ?? {})) args[name] = unset;
    }
  }
  return args;
};

/**
 * A key made of the story's `default…` args (`defaultIndex`, `defaultOpen`): an uncontrolled component reads those
 * once, when it mounts, so the story is drawn anew when one changes (preview.tsx's decorator), or its control would
 * change nothing on the canvas.
 */
export function uncontrolledKey(args: Record<string, unknown>): string {
  return Object.entries(args)
    .filter(([name]) => /^default[A-Z]/.test(name))
    .map(([name, value]) => `${name}=${typeof value === 'object' ? '' : String(value)}`)
    .join('&');
}
