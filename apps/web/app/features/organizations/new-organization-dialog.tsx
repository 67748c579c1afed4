import { OrganizationLookup } from '~/components/organization-lookup';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { NewOrganizationForm, type NewOrganizationFormProps } from './new-organization-form';

/** The "Новая организация" dialog (spec §5); loaded when the button is first pressed or hovered. */
export default function NewOrganizationDialog({
  open,
  onOpenChange,
  ...form
}: Omit<NewOrganizationFormProps, 'cancel'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Новая организация" size="lg">
      <NewOrganizationForm
        {...form}
        Lookup={OrganizationLookup}
        cancel={
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Отменить
          </Button>
        }
      />
    </Modal>
  );
}
