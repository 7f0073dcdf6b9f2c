// Only the styles of the Mantine components the sign-in screens, the boot error and the update prompt render, in the
// order of @mantine/core/styles.css (the shared bases, such as Popover, Input and ModalBase, stay here too); what only
// signed-in screens render is in shell-styles.ts, which loads with the shell after these (bench figure 2: the login
// waited for 23 KiB gzip of CSS, most of it for other screens). The whole sheet was 41 KiB gzip (issue 6, figure 1).
// Using a Mantine component not listed here or there? Add its file from node_modules/@mantine/core/styles/ (and the
// files of the components it renders), keeping this order: here if a screen outside the shell renders it.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
