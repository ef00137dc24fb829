import { vi } from 'vitest';

type WriteText = Clipboard['writeText'];

/**
 * Puts a Web Share and a clipboard on jsdom's navigator (it has neither), `share` only when
 * given, so a test picks the browser it stands for. Undo with `removeShareApis`.
 */
export function stubShareApis({
  share,
  writeText = vi.fn<WriteText>(async () => {}),
}: { share?: Navigator['share']; writeText?: WriteText } = {}) {
  if (share) Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { writeText };
}

/** The shared jsdom window outlives a test file: take the stubs off again. */
export function removeShareApis(): void {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
}
