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
 */
export const defaultArgs: ArgsEnhancer<Renderer> = (context) => {
  const props = docgenProps(context.component);
  if (!props) return {};
  const args: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(props)) {
    if (name in context.initialArgs || !isPlainValue(prop)) continue;
    const value = literalDefault(prop);
    if (value !== undefined) args[name] = value;
  }
  return args;
};
