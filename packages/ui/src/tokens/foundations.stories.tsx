import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { reducedMotionEmulated } from '../internal/story-fixtures';
import { sprinkles } from './sprinkles.css';
import { darkColors, lightColors, motion, radii, shadows, space, typography } from './tokens';
import { vars } from './vars.css';

// The token page designers read: every value of the theme contract, drawn with the theme's own variables
// (so the toolbar's Clair/Sombre switch repaints it), and the contrast of each text pair measured in the browser.

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Les jetons du thème, tels que les composants les lisent : couleurs des fonds, des textes et des bordures, contrastes mesurés, typographie, espacements, rayons, ombres et mouvement. Chaque valeur est peinte avec sa variable : le bouton Thème de la barre d’outils repeint la page en sombre.\n\n**Quand l’utiliser** : pour tout style d’un composant ou d’une boutique : `vars` en vanilla-extract, ou les variables CSS publiques `--teranga-…`, choisies par leur rôle (`color.background.brand`, `color.foreground.muted`) ; les valeurs brutes sont publiées dans `@teranga/ui/tokens.json` pour les outils de design.\n\n**Quand ne pas l’utiliser** : ne recopiez pas une valeur (un code couleur, une taille en pixels) : elle ne suivrait ni le thème sombre ni la marque d’une boutique ; ne prenez pas un jeton pour sa seule couleur hors de son rôle (le texte `critical` est pour une erreur).\n\n**Accessibilité** : chaque paire texte sur fond prévue est mesurée dans le navigateur, sur les deux thèmes, et doit atteindre 4,5:1 (WCAG AA) : les histoires Contrastes échouent sinon ; les durées de mouvement tombent à 0 ms quand le système demande moins d’animations.';

const meta = {
  title: 'Fondations/Jetons de design',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'fondations-tokens',
  parameters: { layout: 'padded', docs: { description: { component: usage } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const h2: CSSProperties = {
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  margin: '0 0 0.75rem',
};
const caption: CSSProperties = { fontSize: vars.font.size.sm, color: vars.color.foreground.muted };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: '2rem' }}>
      <h2 style={h2}>{title}</h2>
      {children}
    </section>
  );
}

type Group = keyof typeof lightColors;
const groups: Record<Group, string> = { background: 'Fonds', foreground: 'Textes', border: 'Bordures' };

function Colours({ dark }: { dark: boolean }) {
  const values = dark ? darkColors : lightColors;
  return (
    <>
      {(Object.keys(groups) as Group[]).map((group) => (
        <Section key={group} title={`Couleurs · ${groups[group]}`}>
          <ul
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: '0.75rem',
              gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            }}
          >
            {Object.entries(vars.color[group]).map(([name, cssVar]) => (
              <li key={name} style={{ display: 'grid', gap: '0.25rem' }}>
                <span
                  aria-hidden
                  style={{
                    height: '3rem',
                    borderRadius: vars.radius.md,
                    background: cssVar,
                    border: `1px solid ${vars.color.border.subtle}`,
                  }}
                />
                <strong style={{ fontSize: vars.font.size.sm }}>{name}</strong>
                <code style={caption}>{(values[group] as Record<string, string>)[name]}</code>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

export const Couleurs: Story = {
  tags: ['screenshot'],
  render: (_args, { globals }) => <Colours dark={globals.theme === 'dark'} />,
};
export const CouleursThemeSombre: Story = {
  ...Couleurs,
  name: 'Couleurs (thème sombre)',
  globals: { theme: 'dark' },
};

type Fg = keyof typeof lightColors.foreground;
type Bg = keyof typeof lightColors.background;
// Every text colour on every background it is meant to sit on.
const textPairs: [Fg, Bg][] = [
  ...(['text', 'muted', 'brand', 'critical', 'positive', 'caution'] as const).flatMap((fg) =>
    (['body', 'surface', 'sunken'] as const).map((bg): [Fg, Bg] => [fg, bg]),
  ),
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['brand', 'brandSoft'],
  ['text', 'brandSoft'],
  ['onAccent', 'accent'],
  ['onCritical', 'critical'],
  ['criticalSoft', 'criticalSoft'],
  ['onPositive', 'positive'],
  ['positiveSoft', 'positiveSoft'],
  ['onCaution', 'caution'],
  ['cautionSoft', 'cautionSoft'],
];

function Contrasts() {
  return (
    <Section title="Contrastes des textes (WCAG AA : 4,5:1 au moins)">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
        {textPairs.map(([fg, bg]) => (
          <li
            key={`${fg}-${bg}`}
            data-pair={`${fg} / ${bg}`}
            style={{
              color: vars.color.foreground[fg],
              background: vars.color.background[bg],
              padding: '0.5rem 0.75rem',
              borderRadius: vars.radius.md,
              border: `1px solid ${vars.color.border.subtle}`,
            }}
          >
            {fg} sur {bg} : Teranga, la mode qui accueille
          </li>
        ))}
      </ul>
    </Section>
  );
}

function channels(rgb: string): number[] {
  const found = rgb.match(/[\d.]+/g);
  if (!found) throw new Error(`couleur illisible : ${rgb}`);
  return found.slice(0, 3).map(Number);
}
function luminance(rgb: string): number {
  const [r, g, b] = channels(rgb).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const measureContrasts: Story['play'] = async ({ canvasElement }) => {
  const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-pair]')];
  await expect(rows).toHaveLength(textPairs.length);
  const weak = rows
    .map((row) => {
      const style = getComputedStyle(row);
      return { pair: row.dataset.pair, ratio: contrast(style.color, style.backgroundColor) };
    })
    .filter(({ ratio }) => ratio < 4.5);
  await expect(weak).toEqual([]);
};

export const Contrastes: Story = { render: () => <Contrasts />, play: measureContrasts };
export const ContrastesThemeSombre: Story = {
  ...Contrastes,
  name: 'Contrastes (thème sombre)',
  globals: { theme: 'dark' },
};

export const Typographie: Story = {
  tags: ['screenshot'],
  render: () => (
    <>
      <Section title="Familles">
        {Object.entries(vars.font.family).map(([name, family]) => (
          <p key={name} style={{ fontFamily: family, fontSize: vars.font.size.lg, margin: '0 0 0.5rem' }}>
            {name} : Boubou en bazin brodé, 29 475 CFA{' '}
            <span style={caption}>({typography.fontFamily[name as keyof typeof typography.fontFamily]})</span>
          </p>
        ))}
      </Section>
      <Section title="Tailles">
        {Object.entries(vars.font.size).map(([name, size]) => (
          <p
            key={name}
            style={{ fontSize: size, margin: '0 0 0.25rem', lineHeight: vars.font.lineHeight.tight }}
          >
            {name} · {typography.fontSize[name as keyof typeof typography.fontSize]} · Élégance du wax
          </p>
        ))}
      </Section>
      <Section title="Graisses">
        {Object.entries(vars.font.weight).map(([name, weight]) => (
          <p key={name} style={{ fontWeight: weight, margin: '0 0 0.25rem' }}>
            {name} · Ajouté au panier !
          </p>
        ))}
      </Section>
    </>
  ),
};

export const EspacementsRayonsOmbres: Story = {
  name: 'Espacements, rayons, ombres',
  tags: ['screenshot'],
  render: () => (
    <>
      <Section title="Espacements">
        {Object.entries(vars.space).map(([name, value]) => (
          <div
            key={name}
            style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', marginBottom: '0.25rem' }}
          >
            <code style={{ ...caption, width: '7rem' }}>
              {name} · {space[name as keyof typeof space]}
            </code>
            <span
              aria-hidden
              style={{
                width: value,
                height: '0.75rem',
                background: vars.color.background.brand,
                borderRadius: 2,
              }}
            />
          </div>
        ))}
      </Section>
      <Section title="Rayons">
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {Object.entries(vars.radius).map(([name, value]) => (
            <div key={name} style={{ display: 'grid', gap: '0.25rem', justifyItems: 'center' }}>
              <span
                aria-hidden
                style={{
                  width: '4rem',
                  height: '4rem',
                  borderRadius: value,
                  background: vars.color.background.accent,
                }}
              />
              <code style={caption}>
                {name} · {radii[name as keyof typeof radii]}
              </code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Ombres">
        <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap' }}>
          {Object.entries(vars.shadow).map(([name, value]) => (
            <div
              key={name}
              style={{
                width: '8rem',
                padding: '1rem',
                borderRadius: vars.radius.md,
                boxShadow: value,
                background: vars.color.background.surface,
              }}
            >
              <strong>{name}</strong>
              <div style={caption}>{shadows[name as keyof typeof shadows].split(' rgba')[0]}</div>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Mise en page (sprinkles)">
        <div
          className={sprinkles({
            display: 'grid',
            gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 },
            gap: 'md',
          })}
        >
          {['1', '2', '3', '4'].map((n) => (
            <div
              key={n}
              className={sprinkles({ padding: 'lg' })}
              style={{ background: vars.color.background.brandSoft, borderRadius: vars.radius.md }}
            >
              Colonne {n}
            </div>
          ))}
        </div>
      </Section>
    </>
  ),
};

// The duration the theme gives to `vars.motion.duration.base`, read from the live custom property.
function liveDuration(canvasElement: HTMLElement, token: string): string {
  const name = token.match(/var\((--[^)]+)\)/)?.[1];
  if (!name) throw new Error(`variable introuvable : ${token}`);
  const root = canvasElement.querySelector('[data-slot="motion-sample"]') ?? canvasElement;
  return getComputedStyle(root).getPropertyValue(name).trim();
}

function Motion() {
  return (
    <Section title="Mouvement">
      <p style={{ margin: '0 0 0.75rem' }}>
        Durées {Object.values(motion.duration).join(', ')} ; elles tombent à 0 ms quand le système demande
        moins d’animations (prefers-reduced-motion).
      </p>
      <div
        data-slot="motion-sample"
        style={{
          width: '10rem',
          padding: '0.75rem',
          borderRadius: vars.radius.md,
          background: vars.color.background.brand,
          color: vars.color.foreground.onBrand,
          transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
        }}
      >
        Survolez-moi
      </div>
    </Section>
  );
}

export const Mouvement: Story = {
  render: () => <Motion />,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
    await expect(liveDuration(canvasElement, vars.motion.duration.base)).toBe(motion.duration.base);
  },
};

export const MouvementReduit: Story = {
  name: 'Mouvement réduit',
  render: () => <Motion />,
  // The story tests run this one with Chromium emulating prefers-reduced-motion (see .storybook/media.ts).
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    if (!reducedMotionEmulated()) return;
    await waitFor(() => expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true));
    for (const token of Object.values(vars.motion.duration)) {
      await expect(liveDuration(canvasElement, token)).toBe('0ms');
    }
  },
};
