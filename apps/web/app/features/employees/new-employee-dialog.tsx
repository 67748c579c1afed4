import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { NewEmployeeForm, type NewEmployeeFormProps } from './new-employee-form';

/** The "Новый сотрудник" dialog; loaded when the button is first pressed or hovered. */
export default function NewEmployeeDialog({
  open,
  onOpenChange,
  ...form
}: Omit<NewEmployeeFormProps, 'cancel'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Новый сотрудник" size="lg">
      <NewEmployeeForm
        {...form}
        cancel={
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Отменить
          </Button>
        }
      />
    </Modal>
  );
}
