import { PROJECT_LIMITS, type ProjectType } from '@filmcollab/contracts/projects';
import { Button, FormMessage, SelectField, TextField } from '@filmcollab/ui';
import { Dialog } from '@filmcollab/ui/dialog';
import { useState, type FormEvent } from 'react';
import { useCreateProjectMutation } from '../api/projects-api';
import { PROJECT_TYPE_OPTIONS } from '../common/options';
import { TextAreaField } from '../common/TextAreaField';
import { isUnauthorized } from '../common/is-unauthorized';
import { errorToast, successToast } from '../common/toasts';

const REQUIRED_MESSAGE = 'Title and project type are required';

/** The create dialog of My Projects (spec 03 §5 "Create project (modal)"). */
export function CreateProjectDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, setTitle] = useState('');
  const [projectType, setProjectType] = useState('');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createProject, { isLoading }] = useCreateProjectMutation();

  function reset() {
    setTitle('');
    setProjectType('');
    setDescription('');
    setLocation('');
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    if (!title.trim() || !projectType) {
      setProblem(REQUIRED_MESSAGE);
      return;
    }
    setProblem(null);
    const result = await createProject({
      title,
      projectType: projectType as ProjectType,
      description,
      location,
    });
    if (result.error) {
      errorToast(
        isUnauthorized(result.error)
          ? 'You must be logged in to create a project'
          : 'Failed to create project',
      );
      return;
    }
    successToast('Success', 'Project created successfully');
    reset();
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Create New Project"
      scope="projects"
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="create-project-title"
          label="Title"
          value={title}
          onValueChange={setTitle}
          maxLength={PROJECT_LIMITS.title}
        />
        <SelectField
          id="create-project-type"
          label="Project type"
          value={projectType}
          onValueChange={setProjectType}
          options={PROJECT_TYPE_OPTIONS}
          placeholder="Select a type"
        />
        <TextAreaField
          id="create-project-description"
          label="Description"
          value={description}
          onValueChange={setDescription}
          maxLength={PROJECT_LIMITS.description}
          counter
        />
        <TextField
          id="create-project-location"
          label="Location"
          value={location}
          onValueChange={setLocation}
          maxLength={PROJECT_LIMITS.location}
        />
        <FormMessage tone="error">{problem}</FormMessage>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Creating…' : 'Create Project'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
