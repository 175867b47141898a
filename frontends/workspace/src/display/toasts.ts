import { showToast } from '@filmcollab/ui';

export function successToast(title: string): void {
  showToast({ title });
}

/** Spec 03 §8 failures are toasts titled 'Error'. */
export function errorToast(description: string): void {
  showToast({ title: 'Error', description, variant: 'destructive' });
}
