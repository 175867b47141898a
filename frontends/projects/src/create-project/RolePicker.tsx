import { REQUIRED_ROLES, type RequiredRole } from '@filmcollab/contracts/projects';
import { Label } from '@filmcollab/ui';
import { Checkbox } from '@filmcollab/ui/checkbox';
import { roleLabel } from '../display/labels';

/** The roles a project needs, as a group of checkboxes. */
export function RolePicker({
  value,
  onChange,
}: {
  value: readonly RequiredRole[];
  onChange: (roles: RequiredRole[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-zinc-200">Roles needed</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {REQUIRED_ROLES.map((role) => {
          const id = `role-${role}`;
          return (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(role)}
                onCheckedChange={(checked) =>
                  onChange(checked === true ? [...value, role] : value.filter((r) => r !== role))
                }
              />
              <Label htmlFor={id}>{roleLabel(role)}</Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
