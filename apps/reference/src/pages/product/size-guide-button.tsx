import { type SizeGuideKind, sizeGuideKind } from '@teranga/headless';
import { sizeGuideTexts } from '@teranga/messages/catalogue';
import { Button } from '@teranga/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/** The dialog and its tables: out of the product page's first load, fetched on hover, focus or press. */
const loadGuide = () => import('./size-guide-dialog').then((m) => ({ default: m.SizeGuide }));
const SizeGuide = lazy(loadGuide);

/**
 * « Guide des tailles » under the sizes of a piece of clothing (none for accessories, jewellery, shoes): the button is
 * the page's own, so it shows with the first paint; the dialog comes on first use and gives the focus back to it.
 */
export function SizeGuideButton({ product }: { product: Parameters<typeof sizeGuideKind>[0] }) {
  const kind: SizeGuideKind | undefined = sizeGuideKind(product);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Radix gives the focus back to its own trigger; this button is not one, so it takes it back itself.
    if (wasOpen.current && !open) setTimeout(() => button.current?.focus(), 0);
    wasOpen.current = open;
  }, [open]);
  if (!kind) return null;
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        data-slot="size-guide-trigger"
        onPointerEnter={() => void loadGuide()}
        onFocus={() => void loadGuide()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {sizeGuideTexts.button}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SizeGuide kind={kind} open={open} onOpenChange={setOpen} trigger={null} />
        </Suspense>
      ) : null}
    </>
  );
}
