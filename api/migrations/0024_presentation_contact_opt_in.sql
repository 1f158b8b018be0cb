-- A shared presentation shows its owner's e-mail address and phone number only when the owner
-- chooses to: new presentations start with both hidden. Existing ones keep what their owners saw
-- checked in the editor.
alter table app.presentations alter column show_email set default false;
alter table app.presentations alter column show_phone set default false;
