import { showToast } from '@filmcollab/ui';

export function successToast(title: string, description?: string): void {
  showToast({ title, description });
}

/** A failure toast; spec 03 §8 titles them 'Error' unless it names another title. */
export function errorToast(description: string, title = 'Error'): void {
  showToast({ title, description, variant: 'destructive' });
}
