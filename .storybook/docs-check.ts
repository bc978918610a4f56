import type { ProjectAnnotations, Renderer, StrictInputType } from 'storybook/internal/types';
import { type DocgenProp, docgenProps, isPlainValue, isTextNode } from './docs-props';

// Words that only an English sentence has: a description containing one is not in French yet.
const ENGLISH =
  /\b(?:the|and|when|with|without|which|shown|is|are|of|for|to|from|its|this|that|these|be|by|if|into|only|its|own|whose|where|otherwise|instead|renders?|shows?)\b/i;

/** The description in French: there, and free of English words (code in backticks and `@tags` aside). */
export function frenchDescriptionProblem(description: string | undefined): string | undefined {
  const text = (description ?? '').replace(/`[^`]*`/g, '').trim();
  if (!text) return 'sans description';
  const english = text.match(ENGLISH);
  return english ? `description en anglais (« ${english[0]} »)` : undefined;
}

const TYPED_CONTROLS = new Set([
  'text',
  'number',
  'boolean',
  'select',
  'radio',
  'inline-radio',
  'check',
  'color',
  'range',
]);

function controlType(argType: StrictInputType | undefined): string | undefined {
  const control = argType?.control as { type?: string } | string | false | undefined;
  if (!control) return undefined;
  return typeof control === 'string' ? control : control.type;
}

/** What is wrong with one prop of the story's component, for a designer reading the docs page. */
function propProblems(
  name: string,
  prop: DocgenProp,
  argType: StrictInputType | undefined,
  controls: boolean,
) {
  if (argType?.table?.disable) return [];
  const problems: string[] = [];
  const description = frenchDescriptionProblem(prop.description);
  if (description) problems.push(`« ${name} » : ${description}`);
  if (controls && (isPlainValue(prop) || isTextNode(prop))) {
    const type = controlType(argType);
    if (!type || !TYPED_CONTROLS.has(type)) {
      problems.push(`« ${name} » (${prop.type?.name}) : contrôle ${type ?? 'absent'}, pas une saisie typée`);
    }
  }
  return problems;
}

/**
 * In the story tests: a story fails when its component has a prop without a French description in the props table, or
 * when its controls panel shows a plain prop (text, number, switch, choice among values) that cannot be typed into.
 * A story that shows a fixed gallery turns its controls off (`parameters.controls.disable`) rather than show dead ones;
 * a prop a designer has no use for is hidden with `argTypes.<prop>.table.disable`.
 */
export const docsCheckAnnotations: ProjectAnnotations<Renderer> = {
  beforeEach: ({ component, argTypes, parameters, title }) => {
    const props = docgenProps(component);
    if (!props || parameters.docsCheck === false) return;
    const controls = parameters.controls?.disable !== true && parameters.__isArgsStory !== false;
    const problems = Object.entries(props).flatMap(([name, prop]) =>
      propProblems(name, prop, argTypes[name], controls),
    );
    if (problems.length > 0) {
      throw new Error(
        `${title} : les props de la documentation ne sont pas prêtes\n- ${problems.join('\n- ')}`,
      );
    }
  },
};
