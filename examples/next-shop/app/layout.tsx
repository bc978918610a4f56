import '@teranga/ui/styles.css';
import { lightTheme } from '@teranga/ui';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'Boutique Next.js sur Teranga' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" className={lightTheme}>
      <body>{children}</body>
    </html>
  );
}
