import {
  AVAILABILITY_STATUSES,
  PROFILE_ROLE_OPTIONS,
  type MyProfile,
} from '@filmcollab/contracts/profiles';
import { Button, Card, Field, FormMessage, Input, showToast } from '@filmcollab/ui';
import { errorMessage } from '@filmcollab/web-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateMyProfileMutation } from '../api/profiles-api';
import { titleCase } from '../display/text-format';
import { PhotoField } from './PhotoField';
import { formValuesOf, updateRequestOf, type ProfileFormValues } from './profile-form';

const CONTROL =
  'w-full rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-400';

type TextKey = Exclude<keyof ProfileFormValues, 'secondaryRoles'>;

/** The fuller profile form (spec 01): saves every field, empty ones as null, then goes to /profile. */
export function ProfileEditForm({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => formValuesOf(profile));
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateProfile, { isLoading }] = useUpdateMyProfileMutation();

  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const toggleSecondaryRole = (role: string, checked: boolean) =>
    setValues((current) => ({
      ...current,
      secondaryRoles: checked
        ? [...current.secondaryRoles, role]
        : current.secondaryRoles.filter((r) => r !== role),
    }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = await updateProfile(updateRequestOf(values));
    if ('error' in result) {
      const message = errorMessage(result.error, 'Please try again.');
      setServerError(message);
      showToast({ title: 'Error updating profile', description: message, variant: 'destructive' });
      return;
    }
    showToast({
      title: 'Profile updated successfully!',
      description: 'Your profile information has been saved.',
    });
    navigate('/profile');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <PhotoField
          initialUrl={profile.profileImageUrl}
          name={profile.fullName ?? profile.username}
        />
      </Card>
      <Card className="grid gap-4 md:grid-cols-2">
        <Field id="profile-username" label="Username" hint="Choose a unique username">
          {(control) => <Input {...control} {...text('username')} autoComplete="username" />}
        </Field>
        <Field id="profile-fullName" label="Full Name">
          {(control) => <Input {...control} {...text('fullName')} autoComplete="name" />}
        </Field>
        <Field id="profile-primaryRole" label="Primary Role">
          {(control) => (
            <select {...control} {...text('primaryRole')} className={CONTROL}>
              <option value="">Select your role</option>
              {PROFILE_ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {titleCase(role)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="profile-location" label="Location">
          {(control) => <Input {...control} {...text('location')} />}
        </Field>
        <Field id="profile-bio" label="Bio" className="md:col-span-2">
          {(control) => <textarea {...control} {...text('bio')} rows={4} className={CONTROL} />}
        </Field>
        <Field id="profile-websiteUrl" label="Website URL">
          {(control) => (
            <Input {...control} {...text('websiteUrl')} type="url" placeholder="https://" />
          )}
        </Field>
        <Field id="profile-portfolioUrl" label="Portfolio URL">
          {(control) => (
            <Input {...control} {...text('portfolioUrl')} type="url" placeholder="https://" />
          )}
        </Field>
        <Field id="profile-reelUrl" label="Demo Reel URL">
          {(control) => (
            <Input {...control} {...text('reelUrl')} type="url" placeholder="https://" />
          )}
        </Field>
        <Field id="profile-yearsExperience" label="Years of Experience">
          {(control) => (
            <Input {...control} {...text('yearsExperience')} type="number" min={0} step={1} />
          )}
        </Field>
        <Field id="profile-hourlyRate" label="Hourly Rate">
          {(control) => <Input {...control} {...text('hourlyRate')} placeholder="e.g. $50/hour" />}
        </Field>
        <Field id="profile-availabilityStatus" label="Availability Status">
          {(control) => (
            <select {...control} {...text('availabilityStatus')} className={CONTROL}>
              <option value="">Not set</option>
              {AVAILABILITY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {titleCase(status)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="profile-equipmentOwned" label="Equipment" hint="Separate items with commas">
          {(control) => <Input {...control} {...text('equipmentOwned')} />}
        </Field>
        <Field
          id="profile-preferredGenres"
          label="Preferred Genres"
          hint="Separate genres with commas"
        >
          {(control) => <Input {...control} {...text('preferredGenres')} />}
        </Field>
        <fieldset className="md:col-span-2">
          <legend className="mb-2 text-sm font-medium text-zinc-200">Additional Roles</legend>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {PROFILE_ROLE_OPTIONS.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values.secondaryRoles.includes(role)}
                  onChange={(e) => toggleSecondaryRole(role, e.target.checked)}
                />
                {titleCase(role)}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <FormMessage tone="error">{serverError}</FormMessage>
      <div className="flex gap-3">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Updating Profile...' : 'Update Profile'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate('/profile')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
