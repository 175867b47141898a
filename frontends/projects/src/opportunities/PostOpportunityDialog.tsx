import { PROJECT_LIMITS, ProjectsErrors, type Project } from '@filmcollab/contracts/projects';
import { Button, Field, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { errorMessage, hasErrorCode } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { usePostOpportunityMutation } from '../api/projects-api';
import { CONTROL_CLASSES } from '../common/form-classes';
import { BUDGET_OPTIONS, CATEGORY_OPTIONS, ROLE_OPTIONS } from '../common/options';
import { TextAreaField } from '../common/TextAreaField';
import { errorToast, successToast } from '../common/toasts';
import {
  EMPTY_OPPORTUNITY_FORM,
  opportunityRequest,
  type OpportunityFormValues,
} from './opportunity-form';

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The creator posts a casting or crew call for the project (listed on /requirements). */
export function PostOpportunityDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
}) {
  const [values, setValues] = useState<OpportunityFormValues>(EMPTY_OPPORTUNITY_FORM);
  const [problem, setProblem] = useState<string | null>(null);
  const [post, { isLoading }] = usePostOpportunityMutation();
  const set = (key: keyof OpportunityFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  function close(next: boolean) {
    if (!next) {
      setValues(EMPTY_OPPORTUNITY_FORM);
      setProblem(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const request = opportunityRequest(values);
    if (!request.ok) {
      setProblem(request.message);
      return;
    }
    setProblem(null);
    const result = await post({ projectId: project.id, body: request.body });
    if (result.error) {
      if (hasErrorCode(result.error, ProjectsErrors.OPPORTUNITY_EXPIRY_PAST)) {
        setProblem(errorMessage(result.error, 'The expiry must lie in the future.'));
      } else errorToast('Failed to post opportunity');
      return;
    }
    successToast('Opportunity Posted', 'Your opportunity is now listed under Opportunities');
    close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Post Opportunity" scope="projects">
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          id="opportunity-category"
          label="Category"
          value={values.category}
          onValueChange={set('category')}
          options={CATEGORY_OPTIONS}
          placeholder="Select a category"
          required
        />
        <TextField
          id="opportunity-title"
          label="Title"
          value={values.title}
          onValueChange={set('title')}
          maxLength={PROJECT_LIMITS.opportunityTitle}
          required
        />
        <TextAreaField
          id="opportunity-description"
          label="Description"
          value={values.description}
          onValueChange={set('description')}
          maxLength={PROJECT_LIMITS.opportunityDescription}
        />
        <SelectField
          id="opportunity-role"
          label="Role"
          value={values.role}
          onValueChange={set('role')}
          options={ROLE_OPTIONS}
          placeholder="Select a role"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="opportunity-location"
            label="Location"
            value={values.location}
            onValueChange={set('location')}
            maxLength={PROJECT_LIMITS.location}
          />
          <TextField
            id="opportunity-duration"
            label="Duration (minutes)"
            type="number"
            min={1}
            inputMode="numeric"
            value={values.durationMinutes}
            onValueChange={set('durationMinutes')}
          />
          <SelectField
            id="opportunity-budget"
            label="Budget range"
            value={values.budgetRange}
            onValueChange={set('budgetRange')}
            options={BUDGET_OPTIONS}
            placeholder="Not set"
          />
          <TextField
            id="opportunity-genre"
            label="Genre"
            value={values.genre}
            onValueChange={set('genre')}
            maxLength={PROJECT_LIMITS.genre}
          />
          <TextField
            id="opportunity-languages"
            label="Languages"
            hint="Separate languages with commas"
            value={values.languages}
            onValueChange={set('languages')}
          />
          <Field id="opportunity-expiry" label="Open until">
            <input
              id="opportunity-expiry"
              type="date"
              min={today()}
              className={CONTROL_CLASSES}
              value={values.expiresOn}
              onChange={(event) => set('expiresOn')(event.target.value)}
            />
          </Field>
        </div>
        <FormMessage tone="error">{problem}</FormMessage>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            Post Opportunity
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
