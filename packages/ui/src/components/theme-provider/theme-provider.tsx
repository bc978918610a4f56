import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, createContext, type ReactNode, useContext } from 'react';

const ThemeContext = createContext<string | undefined>(undefined);

export interface ThemeProviderProps extends ComponentPropsWithoutRef<'div'> {
  /** La classe du thème : `lightTheme`, `darkTheme`, `systemTheme` ou celle d’une boutique. */
  theme: string;
  children?: ReactNode;
}

/**
 * Puts a theme on a part of the page and hands it to the kit's portals (dialogs, menus, toasts) rendered from inside
 * it: they render under `<body>`, out of reach of the class, so they read it from this context instead.
 */
export function ThemeProvider({ theme, className, children, ...rest }: ThemeProviderProps) {
  return (
    <ThemeContext.Provider value={theme}>
      <div data-slot="theme" {...rest} className={clsx(theme, className)}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The class of the nearest `ThemeProvider`, or undefined when the theme sits on `<html>` (or nowhere). */
export function useTheme(): string | undefined {
  return useContext(ThemeContext);
}

/**
 * The theme wrapper inside a portal: the nearest provider's theme, or an explicit class (the older `themeClassName`
 * props, which win so that existing shops keep their behaviour).
 */
export function PortalTheme({ override, children }: { override?: string; children: ReactNode }) {
  const theme = useTheme();
  return <div className={override ?? theme}>{children}</div>;
}
