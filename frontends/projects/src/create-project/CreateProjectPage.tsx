import {
  PROJECT_LIMITS,
  type BudgetRange,
  type CreateProjectRequestInput,
  type ProjectType,
} from '@filmcollab/contracts/projects';
import { Button, Card, Field, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { errorBodyOf } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCreateProjectMutation } from '../api/projects-api';
import { CONTROL_CLASSES } from '../common/form-classes';
import { BUDGET_OPTIONS, CREATABLE_STATUS_OPTIONS, PROJECT_TYPE_OPTIONS } from '../common/options';
import { TextAreaField } from '../common/TextAreaField';
import { isUnauthorized } from '../common/is-unauthorized';
import { errorToast, successToast } from '../common/toasts';
import { RolePicker } from './RolePicker';

const BACK_TO = '/?tab=myspace';

/** Why creating failed (spec 03 §8): no session, the server's refusal, or anything else. */
function createFailureText(error: unknown): string {
  if (isUnauthorized(error)) return 'You must be logged in to create a project';
  return errorBodyOf(error)
    ? 'Failed to create project. Please try again.'
    : 'An unexpected error occurred. Please try again.';
}

/** `/create-project` (spec 03 §5 "Create project (page)"): back goes to My Space. */
export default function CreateProjectPage() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [projectType, setProjectType] = useState<ProjectType>('other');
  const [status, setStatus] =
    useState<NonNullable<CreateProjectRequestInput['status']>>('planning');
  const [budgetRange, setBudgetRange] = useState('');
  const [location, setLocation] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [requiredRoles, setRequiredRoles] = useState<CreateProjectRequestInput['requiredRoles']>(
    [],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const blank = !title.trim() || !description.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    if (blank) {
      setProblem('Title and description are required');
      return;
    }
    setProblem(null);
    const result = await createProject({
      title,
      description,
      projectType,
      status,
      budgetRange: budgetRange ? (budgetRange as BudgetRange) : null,
      location: location.trim(),
      startDate: startDate || null,
      endDate: endDate || null,
      requiredRoles,
    });
    if (result.error) {
      errorToast(createFailureText(result.error));
      return;
    }
    successToast('Success', 'Project created successfully!');
    void navigate(`/project/${encodeURIComponent(result.data.id)}`);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-6">
      <Link to={BACK_TO} className="text-sm text-amber-400 hover:underline">
        ← Back
      </Link>
      <h1 className="text-3xl font-bold">Create a New Project</h1>
      <Card>
        <form className="flex flex-col gap-5" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            id="project-title"
            label="Project title"
            value={title}
            onValueChange={setTitle}
            maxLength={PROJECT_LIMITS.title}
            required
          />
          <TextAreaField
            id="project-description"
            label="Description"
            value={description}
            onValueChange={setDescription}
            maxLength={PROJECT_LIMITS.description}
            counter
            rows={6}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id="project-type"
              label="Project type"
              value={projectType}
              onValueChange={(value) => setProjectType(value as ProjectType)}
              options={PROJECT_TYPE_OPTIONS}
            />
            <SelectField
              id="project-status"
              label="Status"
              value={status}
              onValueChange={(value) => setStatus(value as typeof status)}
              options={CREATABLE_STATUS_OPTIONS}
            />
            <SelectField
              id="project-budget"
              label="Budget range"
              value={budgetRange}
              onValueChange={setBudgetRange}
              options={BUDGET_OPTIONS}
              placeholder="Not set"
            />
            <TextField
              id="project-location"
              label="Location"
              value={location}
              onValueChange={setLocation}
              maxLength={PROJECT_LIMITS.location}
            />
            <Field id="project-start" label="Start date">
              <input
                id="project-start"
                type="date"
                className={CONTROL_CLASSES}
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
              />
            </Field>
            <Field id="project-end" label="End date">
              <input
                id="project-end"
                type="date"
                className={CONTROL_CLASSES}
                value={endDate}
                min={startDate || undefined}
                onChange={(event) => setEndDate(event.target.value)}
              />
            </Field>
          </div>
          <RolePicker value={requiredRoles ?? []} onChange={setRequiredRoles} />
          <FormMessage tone="error">{problem}</FormMessage>
          <div className="flex justify-end gap-2">
            <Button asChild variant="secondary">
              <Link to={BACK_TO}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={blank || isLoading}>
              {isLoading ? 'Creating…' : 'Create Project'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
