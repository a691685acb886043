import { api } from '@fund/shared/api';

/** Captures the confirm dialog and uploads it as the transfer's screenshot; failures are ignored (spec 01 §8). */
export async function uploadDialogCapture(element: HTMLElement, transferId: number): Promise<void> {
  try {
    // Loaded on the first confirm only (docs/performance.md "Bundles").
    const { domToBlob } = await import('modern-screenshot');
    const blob = await domToBlob(element, { type: 'image/png', scale: 1 });
    const form = new FormData();
    form.append('image', blob, `transfer-${transferId}.png`);
    await api.post(`/api/accounting/transfers/${transferId}/images/`, form, { silent: true });
  } catch {
    // Not otherwise handled, as the spec says.
  }
}
