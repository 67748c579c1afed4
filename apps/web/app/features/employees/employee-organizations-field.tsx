import type { FieldControl } from '~/forms/use-schema-form';
import { CheckboxGroup } from '~/ui/checkbox/checkbox-group';

export interface OrganizationChoice {
  id: number;
  name: string;
}

/**
 * The organisations an employee belongs to (spec §3 Employee "organizations, only chosen"): a box per organisation the
 * manager sees. The boxes share one name, so a form posts each ticked id; the form's value is them joined by commas.
 */
export function EmployeeOrganizationsField({ control, organizations }: { control: FieldControl; organizations: readonly OrganizationChoice[] }) {
  const chosen = control.value ? control.value.split(',') : [];
  return (
    <CheckboxGroup
      legend="Организации"
      name={control.name}
      options={organizations.map((organization) => ({ code: String(organization.id), name: organization.name }))}
      value={chosen}
      onChange={(next) => control.onValueChange(next.join(','))}
      error={control.error}
    />
  );
}
