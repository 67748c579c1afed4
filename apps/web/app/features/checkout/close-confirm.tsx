import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';

/** Spec §2: asked before a checkout window with unsaved changes closes. */
export function CloseConfirm({ open, onContinue, onDiscard }: { open: boolean; onContinue: () => void; onDiscard: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onContinue())}
      title="Закрыть окно? Данные не сохранятся."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onContinue}>
            Продолжить редактирование
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Закрыть без сохранения
          </Button>
        </>
      }
    />
  );
}
