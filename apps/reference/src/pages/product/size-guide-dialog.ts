// The size guide's dialog and tables, in a chunk of their own (size-guide-button.tsx loads it on first use).
export { SizeGuide } from '@teranga/ui';
