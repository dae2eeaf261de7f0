import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Organization Details"
        footer={
          <button type="button" onClick={close}>
            Done
          </button>
        }
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a dialog labelled by its title, focusing the content', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Organization Details' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('Escape closes through onClose and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("the visible 'Close' button closes and returns focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    const done = screen.getByRole('button', { name: 'Done' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('a native cancel (e.g. the browser Escape) asks the parent instead of closing itself', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="T" describedBy="desc" size="lg">
        <p id="desc">Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'T' });
    expect(dialog).toHaveAttribute('aria-describedby', 'desc');
    expect(dialog).toHaveClass('modal--lg');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });

  it('closing by unmount also returns focus', async () => {
    const user = userEvent.setup();
    function Conditional() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Dialog open onClose={() => setOpen(false)} title="Conditional">
              <button type="button" onClick={() => setOpen(false)}>
                Finish
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Conditional />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('when the opener has gone by the time it closes, focus goes to the fallback named from it', async () => {
    const user = userEvent.setup();
    function SelfRemoving() {
      const [open, setOpen] = useState(false);
      const [openerShown, setOpenerShown] = useState(true);
      return (
        <section>
          <button type="button">Select rows</button>
          {openerShown ? (
            <button type="button" onClick={() => setOpen(true)}>
              Delete selected
            </button>
          ) : null}
          {open ? (
            <Dialog
              open
              onClose={() => setOpen(false)}
              title="Delete"
              fallbackFocus={(opener) => opener.closest('section')?.querySelector('button') ?? null}
            >
              <button type="button" onClick={() => setOpenerShown(false)}>
                Delete all
              </button>
            </Dialog>
          ) : null}
        </section>
      );
    }
    render(<SelfRemoving />);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Select rows' })).toHaveFocus();
  });

  it('a dialog opened from a dialog handles its own Escape and Tab', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={closeOuter} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Remove domain
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Yes</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    const opener = screen.getByRole('button', { name: 'Remove domain' });
    await user.click(opener);
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(within(inner).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(inner).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });
});
