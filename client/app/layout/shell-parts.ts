// The shell's two popups, loaded on first use (or when the pointer comes near), as one chunk:
// the user menu's and the organization picker's list. One chunk each made their shared code
// more sets of files to fetch.
export { UserMenuPopover } from './user-menu-popover';
export { OrganizationPickerPopup } from './organization-picker-popup';
