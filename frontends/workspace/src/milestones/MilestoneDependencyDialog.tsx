import type { DependencyType, Milestone } from '@filmcollab/contracts/workspace';
import { Button, FormMessage, SelectField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage } from '@filmcollab/web-kit';
import { type FormEvent, useState } from 'react';
import { useAddMilestoneDependencyMutation } from '../api/workspace-api';
import { DependencyTypeField } from '../display/DependencyTypeField';
import { errorToast, successToast } from '../display/toasts';

/** Create Milestone Dependency: both required and different; the target list excludes the source. */
export function MilestoneDependencyDialog({
  projectId,
  milestones,
  onClose,
}: {
  projectId: string;
  milestones: Milestone[];
  onClose: () => void;
}) {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [type, setType] = useState<DependencyType>('blocks');
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddMilestoneDependencyMutation();
  const options = (list: Milestone[]) => [
    { value: '', label: 'Select a milestone' },
    ...list.map((m) => ({ value: m.id, label: m.title })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source || !target || source === target) {
      setError('Please select different milestones for the dependency');
      return;
    }
    const result = await add({
      projectId,
      body: { milestoneId: source, dependsOnMilestoneId: target, dependencyType: type },
    });
    if ('error' in result) {
      const message = errorMessage(result.error, '');
      const shown = /circular/i.test(message)
        ? 'Cannot create circular dependencies between milestones'
        : 'Failed to create or remove milestone dependency';
      setError(shown);
      errorToast(shown);
      return;
    }
    successToast('Dependency created successfully');
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create Milestone Dependency"
      scope="workspace"
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          id="dependency-source"
          label="Milestone"
          value={source}
          onValueChange={setSource}
          options={options(milestones)}
        />
        <SelectField
          id="dependency-on"
          label="Depends on"
          value={target}
          onValueChange={setTarget}
          options={options(milestones.filter((m) => m.id !== source))}
        />
        <DependencyTypeField value={type} onChange={setType} />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <Button type="submit" disabled={isLoading}>
          Create dependency
        </Button>
      </form>
    </Dialog>
  );
}
