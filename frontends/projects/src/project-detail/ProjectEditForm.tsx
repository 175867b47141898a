import { PROJECT_LIMITS, type Project } from '@filmcollab/contracts/projects';
import { Button, Field, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { useState, type FormEvent } from 'react';
import { useUpdateProjectMutation } from '../api/projects-api';
import { CONTROL_CLASSES } from '../common/form-classes';
import { BUDGET_OPTIONS, PROJECT_TYPE_OPTIONS } from '../common/options';
import { TextAreaField } from '../common/TextAreaField';
import { errorToast, successToast } from '../common/toasts';
import { editValuesOf, projectEdit, type ProjectEditValues } from './project-edit';

/** The creator's edit form (spec 03 §5 "Project edit"). */
export function ProjectEditForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const [values, setValues] = useState<ProjectEditValues>(() => editValuesOf(project));
  const [problem, setProblem] = useState<string | null>(null);
  const [updateProject, { isLoading }] = useUpdateProjectMutation();
  const set = (key: keyof ProjectEditValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const edit = projectEdit(project, values);
    if (edit.kind === 'invalid') {
      setProblem(edit.message);
      return;
    }
    setProblem(null);
    if (edit.kind === 'unchanged') {
      onDone();
      return;
    }
    const result = await updateProject({ projectId: project.id, body: edit.changes });
    if (result.error) {
      errorToast('Failed to save edits. Please try again.');
      return;
    }
    successToast('Success', 'Project updated successfully');
    onDone();
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="edit-title"
        label="Title"
        value={values.title}
        onValueChange={set('title')}
        maxLength={PROJECT_LIMITS.title}
      />
      <TextAreaField
        id="edit-description"
        label="Description"
        value={values.description}
        onValueChange={set('description')}
        maxLength={PROJECT_LIMITS.description}
        counter
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="edit-type"
          label="Project type"
          value={values.projectType}
          onValueChange={set('projectType')}
          options={PROJECT_TYPE_OPTIONS}
        />
        <SelectField
          id="edit-budget"
          label="Budget range"
          value={values.budgetRange}
          onValueChange={set('budgetRange')}
          options={BUDGET_OPTIONS}
          placeholder="Not set"
        />
        <TextField
          id="edit-location"
          label="Location"
          value={values.location}
          onValueChange={set('location')}
          maxLength={PROJECT_LIMITS.location}
        />
        <TextField
          id="edit-roles"
          label="Roles needed"
          hint="Separate roles with commas, e.g. actor, editor"
          value={values.requiredRoles}
          onValueChange={set('requiredRoles')}
        />
        <Field id="edit-start" label="Start date">
          <input
            id="edit-start"
            type="date"
            className={CONTROL_CLASSES}
            value={values.startDate}
            onChange={(event) => set('startDate')(event.target.value)}
          />
        </Field>
        <Field id="edit-end" label="End date">
          <input
            id="edit-end"
            type="date"
            className={CONTROL_CLASSES}
            value={values.endDate}
            onChange={(event) => set('endDate')(event.target.value)}
          />
        </Field>
      </div>
      <FormMessage tone="error">{problem}</FormMessage>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
