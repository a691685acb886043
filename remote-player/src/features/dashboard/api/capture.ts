import { api } from '@fund/shared/api';
import { domToBlob } from 'modern-screenshot';

/** Captures the confirm dialog and uploads it as the transfer's screenshot; failures are ignored (spec 01 §8). */
export async function uploadDialogCapture(element: HTMLElement, transferId: number): Promise<void> {
  try {
    const blob = await domToBlob(element, { type: 'image/png', scale: 1 });
    const form = new FormData();
    form.append('image', blob, `transfer-${transferId}.png`);
    await api.post(`/api/accounting/transfers/${transferId}/images/`, form, { silent: true });
  } catch {
    // Not otherwise handled, as the spec says.
  }
}
