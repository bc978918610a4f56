import { act, Component, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ProjectAnnotations, Renderer, StoryContext, StrictInputType } from 'storybook/internal/types';
import { type DocgenProp, docgenProps, isPlainValue, isTextNode, uncontrolledKey } from './docs-props';

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

/** Controls that draw their field at once whatever the value; the others show « Set … » while their arg is undefined. */
const FIELD_WHEN_UNSET = new Set(['select', 'radio', 'inline-radio', 'check', 'color', 'range']);

/** What is wrong with one prop of the story's component, for a designer reading the docs page. */
function propProblems(
  name: string,
  prop: DocgenProp,
  argType: StrictInputType | undefined,
  controls: boolean,
  value: unknown,
) {
  if (argType?.table?.disable) return [];
  const problems: string[] = [];
  const description = frenchDescriptionProblem(prop.description);
  if (description) problems.push(`« ${name} » : ${description}`);
  if (controls && (isPlainValue(prop) || isTextNode(prop))) {
    const type = controlType(argType);
    if (!type || !TYPED_CONTROLS.has(type)) {
      problems.push(`« ${name} » (${prop.type?.name}) : contrôle ${type ?? 'absent'}, pas une saisie typée`);
    } else if (!FIELD_WHEN_UNSET.has(type) && value === undefined) {
      problems.push(
        `« ${name} » (${prop.type?.name}) : un bouton « Set ${type} » au lieu du champ (valeur absente)`,
      );
    }
  }
  return problems;
}

/** Catches a render that throws, so that a probe compares what was drawn instead of failing the story. */
class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error ? createElement('output', null, this.state.error) : this.props.children;
  }
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The values a control could give the prop, other than its current one: what the probe types, switches or picks. */
function probeValues(type: string, current: unknown, argType: StrictInputType): unknown[] {
  if (type === 'boolean') return [!current];
  if (type === 'number' || type === 'range') {
    const n = typeof current === 'number' ? current : 0;
    return [n + 1, n - 1, n * 2 + 5, 0].filter((v) => v !== current);
  }
  if (argType.options) return argType.options.filter((option) => option !== current);
  if (type === 'color') return ['#0b6e4f'];
  // Several, for a text drawn in part (an initial: « Robe » and « Robe (modifié) » both draw « R »).
  return typeof current === 'string' && current
    ? [`${current} (modifié)`, 'Autre texte', 'Zèbre']
    : ['Texte d’essai'];
}

/**
 * Whether typing into each plain prop's control changes what the story draws: the story's own render (a story that
 * ignores its args, or keeps a copy of one in a state it never updates, is caught) is drawn with the story's args,
 * then, in the same React root as Storybook does when a control changes, with one prop changed; the page's markup
 * (portals included) must differ. A prop whose effect is not drawn (a delay) is listed in
 * `parameters.docsCheck.notDrawn` with the reason beside it.
 */
async function deadControls(context: StoryContext<Renderer>, names: string[]): Promise<string[]> {
  const render = context.originalStoryFn as (args: Record<string, unknown>, ctx: unknown) => ReactNode;
  const unmapped = (context.unmappedArgs ?? context.args) as Record<string, unknown>;
  const mapped = (name: string, value: unknown) => {
    const mapping = context.argTypes[name]?.mapping as Record<string, unknown> | undefined;
    return mapping && String(value) in mapping ? mapping[String(value)] : value;
  };
  // The story's spies (`fn()`) are left alone: a play function counting calls must not see the probe's.
  const quiet = (args: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(args).map(([key, value]) => [
        key,
        typeof value === 'function' && 'mock' in value ? () => undefined : value,
      ]),
    );
  const Drawn = ({ args }: { args: Record<string, unknown> }) => render(quiet(args), { ...context, args });
  // As preview.tsx's decorator does: a changed `default…` arg draws the story anew.
  const Story = ({ args }: { args: Record<string, unknown> }) =>
    createElement(Drawn, { args, key: uncontrolledKey(args) });
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-10000px;top:0;width:1280px;visibility:hidden';
  document.body.append(host);
  const bodyBefore = new Set(document.body.children);
  const root = createRoot(host);
  const draw = async (args: Record<string, unknown>) => {
    // act() runs the render, its effects and the updates they make (a story's state following its arg) to the end.
    await act(async () => {
      root.render(createElement(Boundary, null, createElement(Story, { args })));
      await nextFrame();
    });
    const portals = [...document.body.children].filter((child) => !bodyBefore.has(child) && child !== host);
    // A field's typed value is a property, not in the markup: it counts too.
    const fields = [host, ...portals].flatMap((root) => [
      ...root.querySelectorAll('input, textarea, select'),
    ]);
    const values = fields.map((field) =>
      field instanceof HTMLInputElement
        ? `${field.value}|${field.checked}`
        : (field as HTMLTextAreaElement).value,
    );
    return host.innerHTML + portals.map((child) => child.outerHTML).join('') + values.join('\n');
  };
  const problems: string[] = [];
  const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actBefore = actFlag.IS_REACT_ACT_ENVIRONMENT;
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    const baseline = await draw(context.args as Record<string, unknown>);
    for (const name of names) {
      const argType = context.argTypes[name] as StrictInputType;
      const type = controlType(argType) as string;
      // A control shown only under a condition (`argTypes.loadingLabel.if: { arg: 'loading' }`) is probed under it.
      const condition = argType.if as { arg?: string; truthy?: boolean; eq?: unknown } | undefined;
      const base = { ...(context.args as Record<string, unknown>) };
      if (condition?.arg) base[condition.arg] = 'eq' in condition ? condition.eq : condition.truthy !== false;
      const before = condition?.arg ? await draw(base) : baseline;
      let changed = false;
      for (const value of probeValues(type, unmapped[name], argType)) {
        const drawn = await draw({ ...base, [name]: mapped(name, value) });
        await draw(base);
        if (drawn !== before) {
          changed = true;
          break;
        }
      }
      if (!changed)
        problems.push(`« ${name} » : son contrôle (${type}) ne change pas ce que la story dessine`);
    }
  } finally {
    await act(async () => root.unmount());
    host.remove();
    actFlag.IS_REACT_ACT_ENVIRONMENT = actBefore;
  }
  return problems;
}

/** Each component's first story is probed (the one its docs page's controls drive): the others run faster. */
const probedComponents = new Set<string>();

/**
 * In the story tests: a story fails when its component has a prop without a French description in the props table, or
 * when its controls panel shows a plain prop (text, number, switch, choice among values) that cannot be typed into.
 * A story that shows a fixed gallery turns its controls off (`parameters.controls.disable`) rather than show dead ones;
 * a prop a designer has no use for is hidden with `argTypes.<prop>.table.disable`. A plain prop's control must show its
 * field (not a « Set … » button) and, on each component's first story, change what the story draws (`deadControls`).
 */
export const docsCheckAnnotations: ProjectAnnotations<Renderer> = {
  beforeEach: async (context) => {
    const { component, argTypes, parameters, title } = context;
    const props = docgenProps(component);
    if (!props || parameters.docsCheck === false) return;
    const controls = parameters.controls?.disable !== true && parameters.__isArgsStory !== false;
    const unmapped = (context.unmappedArgs ?? context.args) as Record<string, unknown>;
    const problems = Object.entries(props).flatMap(([name, prop]) =>
      propProblems(name, prop, argTypes[name], controls, unmapped[name]),
    );
    if (controls && problems.length === 0 && !probedComponents.has(context.componentId)) {
      probedComponents.add(context.componentId);
      const notDrawn: string[] = parameters.docsCheck?.notDrawn ?? [];
      const probed = Object.entries(props)
        .filter(([name, prop]) => (isPlainValue(prop) || isTextNode(prop)) && !notDrawn.includes(name))
        .filter(
          ([name]) =>
            !argTypes[name]?.table?.disable && TYPED_CONTROLS.has(controlType(argTypes[name]) ?? ''),
        )
        .map(([name]) => name);
      problems.push(...(await deadControls(context, probed)));
    }
    if (problems.length > 0) {
      throw new Error(
        `${title} : les props de la documentation ne sont pas prêtes\n- ${problems.join('\n- ')}`,
      );
    }
  },
};
