// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

export interface paths {
    "/platform/ui/project/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Project info
         * @description The first call of the portal, before anything is drawn. It gives the layouts their texts,
         *     links, banners, cookie notice, interface switches, languages and logos for the domain the
         *     portal is served on. If it fails the portal shows a technical error page (contact support).
         */
        get: operations["getProjectInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/ui/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Navigation menu
         * @description The portal's navigation, loaded at start with the project info and before the session is
         *     known, so it is the same for everyone. The router adds a route for every entry (hidden
         *     ones included); the navigation and the mobile bottom menu show the visible ones; the page
         *     title starts with the entry's title. If it fails the navigation stays empty and the
         *     failure is logged.
         */
        get: operations["getMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/ui/menu/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Administration menu
         * @description The navigation of the Platform layout (the administration screens), loaded after sign-in.
         *     It holds only the screens the person may open, so a person without administration rights
         *     gets an empty menu, not an error. The router adds the entries' routes; the breadcrumbs
         *     and page titles use their titles.
         */
        get: operations["getPlatformMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/ui/services/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service switch
         * @description The services the signed-in person may open: the service switch of every layout, the
         *     services page (/apps) and the post-login redirect. After sign-in the portal goes to
         *     /profile when no entry is visible (or required profile fields are empty), straight to the
         *     service URL when exactly one is, and to /apps otherwise. The switch is hidden with fewer
         *     than 2 entries; the profile menu marks the current service by comparing the back link.
         */
        get: operations["getServicesMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/ui/configure/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Access flags and shell settings
         * @description Loaded after sign-in. The flags decide what the shell offers: the monitoring, diagnostics
         *     and update status indicators (each read only with its flag), the master-user endpoints of
         *     the access requests, the users administration. The settings set the header and the
         *     initial state of the navigation.
         */
        get: operations["getPlatformConfigure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/applications/{app}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service card
         * @description The public card of one service, by application code: the help-service page (public, shown
         *     with or without a session) draws its heading, description and help links from it, and the
         *     profile's back link takes the service name from it. A 404 sends the portal to /404.
         */
        get: operations["getServiceApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/application/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Settings of the visitor forms
         * @description Loaded by the registration, password and invitation pages before they draw their forms:
         *     the password policy (rule-by-rule checks and the password generator), which name and
         *     contact fields to show and require, the code length, and the agreements of the
         *     registration form. A 404 (unknown domain) shows the technical error page.
         */
        get: operations["getPublicSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/users/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User settings
         * @description The signed-in person's interface preferences, loaded after sign-in: the interface locale
         *     (it wins over the stored and browser locales), rows per page of the tables, the collapsed
         *     navigation, and whether the cookie notice was accepted (then it is not shown).
         */
        get: operations["getUserSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change user settings
         * @description Saves one preference as the person changes it: the language switcher (`lang`), a table's
         *     page size (`pagination`), collapsing the navigation (`navMini`), accepting the cookie
         *     notice (`cookie`). The portal applies the change at once and only logs a failure.
         */
        patch: operations["updateUserSettings"];
        trace?: never;
    };
    "/platform/country/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Country codes
         * @description Loaded at start for the phone inputs (registration, invitation, profile contacts): the
         *     country picker, its dialling prefix and input mask. The list is short and static, so it
         *     is neither paged nor sorted. A failure is only logged (a read-only list).
         */
        get: operations["listCountryCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the device screen
         * @description Sent once after sign-in and again when the window is resized, so the sessions and devices
         *     screen can describe the device. Failures are only logged.
         */
        post: operations["reportDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/metrics/hit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a page view
         * @description Sent on every route change, signed in or not, to the statistics service (the path has no
         *     `/platform` prefix). Failures are only logged and never retried.
         */
        post: operations["recordMetricsHit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/documents/view/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Legal document
         * @description The legal-documents page (LawPage, public, with or without a session) and the links of
         *     agreements show a document by code. The page renders the entry of the current locale (the
         *     first one when it has none), as Markdown or HTML, after sanitising it. Any failure
         *     redirects to /.
         */
        get: operations["getDocumentView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/ui/style/{styleCode}/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Style image
         * @description An image of a style: the header logo, the mobile mini logo, and the backgrounds of the
         *     sign-in layout (the help variant on the help-service route). The portal addresses it
         *     under the style base, `/style/{styleCode}/{asset}` on its own origin (beside `/platform`
         *     and `/api/v1`), which the web server answers with this call; this API path stays for
         *     other clients. The answer is the image itself, public and cacheable. A 404 means the
         *     style has no such image: the portal shows no mini logo (it uses the logo) and a plain
         *     background.
         */
        get: operations["getStyleAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/auth/config/{idAttribute}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-in flows for an identifier
         * @description Called after the person enters a login, email or mobile on the sign-in page. The first
         *     flow of the answer becomes current; the person may switch to another one. Flows of an
         *     unknown identifier are the default flows, so the answer does not reveal accounts.
         */
        get: operations["getAuthConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/auth/login/{idAttribute}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in with the current flow. On success the platform sets the session cookie and the
         *     portal loads the profile, then applies the post-login redirect. A 403 asks the person to
         *     accept agreements (`termsRequired`) and the portal sends the form again with `termsAgree`;
         *     a 400 with `expired` means the confirmation time ran out.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/auth/code/{idAttribute}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sign-in code
         * @description Sends a 4-digit code by email or SMS. The portal calls it as soon as the email_code or
         *     sms_code flow becomes current, and again from the resend link when `resendIn` has passed.
         */
        post: operations["sendLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the current session and clears the cookie. The portal then reloads the page (and
         *     tells a mobile web view to sign out). Signing out without a session also succeeds.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/registration/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a registration link
         * @description Registration, first step. The platform mails a link that opens the second step
         *     (RegistrationStepTwo); on 204 the page shows its success state and advises checking spam
         *     if nothing arrives within 10 minutes. On a 400 carrying `errorList` or `termsRequired` the
         *     page titles the error 'Registration error', says 'Check the correctness of the fields',
         *     marks the fields and shows the agreements to accept; any other failure shows 'Registration
         *     error' alone, and an unknown one asks to contact the administrator.
         */
        post: operations["requestRegistrationLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/registration/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registration link status
         * @description Checked by the guard before the second step (RegistrationStepTwo) is shown. 200: the form
         *     is shown. Otherwise the page shows the link error screen: 404 goes to /404; 409 offers to
         *     sign out of the other account; 403 shows expired, cancelled, access error (back to
         *     sign-in) or, with `termsRequired`, the terms form; 400 shows the used-link screen.
         */
        get: operations["getRegistrationLinkStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/registration/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a registration SMS code
         * @description Second step: sends a code to the entered mobile number, when the person asks for it and
         *     again after the countdown ends. The code input counts down to `endTime` each second as
         *     minutes:seconds. A 400 marks the mobile field (malformed, already registered); a 429 says
         *     the number's codes for the day are used up (`Retry-After`); 403 and 404 show the link
         *     error screens.
         */
        post: operations["sendRegistrationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/registration/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Verify the registration SMS code
         * @description Runs as soon as 4 digits are entered. 204: the code input shows success and the form may
         *     be sent. A 400 shows the code as incorrect (`errorCode`), expired (`errorCodeExpired`,
         *     ask for a new one) or out of attempts (`errorCodeAttempts`, ask for a new one); 403 and
         *     404 show the link error screens.
         */
        put: operations["verifyRegistrationCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/registration/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete registration
         * @description Second step, sent after the mobile number is verified. The account is created; when the
         *     platform signs new accounts in it sets the session cookie and answers `signedIn: true`
         *     (the portal loads the profile and applies the post-login redirect), otherwise the portal
         *     sends the person to sign-in. A 400 with `errorList` marks the fields (a password error is
         *     mirrored onto the repeat field); the other statuses show the link error screens, and a
         *     403 with `termsRequired` shows the terms form, after which the form is sent again with
         *     `termsAgree`.
         */
        post: operations["completeRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/password/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a new-password link
         * @description The forgot-password page. The platform mails a link that opens the new-password page
         *     (NewPassword). 204: the page shows its success state and advises checking spam if nothing
         *     arrives within 10 minutes. To keep accounts private an unknown address also gets 204 (no
         *     mail is sent). A 405 shows the directory-account error (the password is changed in the
         *     company directory); a 400 marks the email field.
         */
        post: operations["requestPasswordLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/password/link/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New-password link status
         * @description Checked by the guard before the new-password page (NewPassword) is shown. 200: the form is
         *     shown. Otherwise the page shows the link error screen: 404 goes to /404; 409 offers to
         *     sign out of the other account; 403 shows expired, cancelled, access error (back to
         *     sign-in) or, with `termsRequired`, the terms form; 400 shows the used-link screen.
         */
        get: operations["getPasswordLinkStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/password/entry/link/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First-entry password link status
         * @description Checked by the guard before the first-entry password page (SetPassword) is shown; the link
         *     comes by mail to an account an administrator created. 200: the form is shown. Otherwise
         *     the page shows the link error screen: 404 goes to /404; 409 offers to sign out of the other
         *     account; 403 shows expired, cancelled, access error (back to sign-in) or, with
         *     `termsRequired`, the terms form; 400 shows the used-link screen.
         */
        get: operations["getEntryPasswordLinkStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/password/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a new password
         * @description The new-password page (NewPassword) sends the form to its link. 204: the page shows success
         *     and leads to sign-in; the link is used up. A 400 with `errorList` marks the fields (a
         *     password error is mirrored onto the repeat field and back); a 403 with `termsRequired`
         *     shows the terms form, after which the form is sent again with `termsAgree`; the other
         *     statuses show the link error screens.
         */
        put: operations["setNewPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/password/entry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the first-entry password
         * @description The first-entry password page (SetPassword) sends the form to its link: the person sets the
         *     password of an account an administrator created. 204: the page shows success and leads to
         *     sign-in; the link is used up. A 400 with `errorList` marks the fields (a password error is
         *     mirrored onto the repeat field and back); a 403 with `termsRequired` shows the terms form,
         *     after which the form is sent again with `termsAgree`; the other statuses show the link
         *     error screens.
         */
        put: operations["setEntryPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/invitation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitation link status
         * @description Checked by the guard before the invitation page is shown. 200: the page shows the form,
         *     pre-filled with the invited address, the names the inviter gave and the inviting company.
         *     Otherwise the page shows the link error screen: 404 goes to /404; 403 says the invitation
         *     expired (also a 403 without details) or was revoked (cancelled by the master user), or
         *     shows the access error; a 403 with `termsRequired` shows the form with those agreements to
         *     accept; 400 (with or without details) says it was already accepted or refused; 409 offers
         *     to sign out of the other account.
         */
        get: operations["getInvitationLinkStatus"];
        put?: never;
        post?: never;
        /**
         * Refuse the invitation
         * @description The invitation page's refuse button. 204: the invitation is refused (its status becomes
         *     refusal) and the page reloads, which now shows the used-link screen. The error statuses
         *     are those of the status call and show the same link error screens.
         */
        delete: operations["refuseInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/invitation/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invitation SMS code
         * @description Sends a code to the mobile number entered on the invitation page, when the person asks for
         *     it and again after the countdown ends. The code input counts down to `endTime` each second
         *     as minutes:seconds. A 400 marks the mobile field (malformed, already registered); a 429 says
         *     the number's codes for the day are used up (`Retry-After`); 403 and 404 show the link
         *     error screens.
         */
        post: operations["sendInvitationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/invitation/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Verify the invitation SMS code
         * @description Runs as soon as 4 digits are entered. 204: the code input shows success and the form may
         *     be sent. A 400 shows the code as incorrect (`errorCode`), expired (`errorCodeExpired`,
         *     ask for a new one) or out of attempts (`errorCodeAttempts`, ask for a new one); 403 and
         *     404 show the link error screens.
         */
        put: operations["verifyInvitationCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the invitation
         * @description The invitation form, sent after the mobile number is verified. The account is created with
         *     the invited address and joins the inviting company with the invited roles; when the
         *     platform signs new accounts in it sets the session cookie and answers `signedIn: true`
         *     (the portal loads the profile and applies the post-login redirect), otherwise the portal
         *     sends the person to sign-in. A 400 with `errorList` marks the fields; a 403 with
         *     `termsRequired` shows the terms form, after which the form is sent again with
         *     `termsAgree`; the link statuses show the link error screens; any other failure shows the
         *     `acceptError` snackbar.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile summary
         * @description Loaded by the shell at startup and right after sign-in, before the interface shows. The
         *     header uses `mainInfo` (full name, avatar), the locale choice uses `mainInfo.locale`, and
         *     the post-login redirect goes to /profile when `accessInfo.requiredFieldsEmpty` is true
         *     (the profile page then opens the forced modal of required fields). `availableActions`
         *     decides whether the menu offers "change password" or "set password". The editable
         *     profile is `getProfileDetails`. A 401 means signed out: the shell shows the public side.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        /**
         * Delete the account
         * @description The "delete account" action of the personal data page, after the person confirms. On 204
         *     the portal shows the `delete` snackbar and signs out (`logout`). A directory-managed
         *     account cannot be deleted here (405): the portal shows the directory-account message.
         */
        delete: operations["deleteProfile"];
        options?: never;
        head?: never;
        /**
         * Save the personal data
         * @description Saves the personal data page (and the forced modal of required fields), sending only the
         *     blocks that changed. On success the page returns to read-only, reloads the details and
         *     shows the `update` snackbar; the modal closes. On 400 the portal marks the fields of
         *     `errorList` and shows the `updateError` snackbar. `errorList` keys are dotted paths of the
         *     request body: `mainInfo.birthDate`, `contactsInfo.mobiles.0.value`,
         *     `additionalInfo.<field code>`. A 403 means the profile is not editable
         *     (`mainInfo.isEditable` false); a 405 means a directory-managed account tried to change
         *     its full name.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/platform/user/profile/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Editable profile
         * @description Loaded by the personal data page and the forced modal of required fields, together with
         *     `getProfileConfigure`: the values of every field (`mainInfo`, `contactsInfo`,
         *     `additionalInfo`) and the same `accessInfo`, `updatedInfo`, `termsInfo` and
         *     `availableActions` as `getProfile`. The page shows a block only when one of its fields has
         *     a value or the page is in edit mode; cancelling an edit restores this answer.
         */
        get: operations["getProfileDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/configure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile page layout
         * @description Loaded with `getProfileDetails` by the personal data page and the forced modal: which
         *     tabs, blocks and fields to show, in which order, and how each field is edited (its
         *     control follows its type). Field codes match the members of the details answer.
         */
        get: operations["getProfileConfigure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change or set the password
         * @description The password form of the profile, offered as "change password" when
         *     `availableActions.updatePassword` (with `actual`) or "set password" when
         *     `availableActions.setPassword` (without it). The form checks the new password against the
         *     password policy first. On 204 the portal shows the `updatePassword` snackbar. On 400 it
         *     marks the fields of `errorList` (keys `actual`, `password`, `rePassword`; a password error
         *     is mirrored onto the repeat field) and shows `updatePasswordError`. A directory-managed
         *     account cannot change its password here (405).
         */
        patch: operations["updateProfilePassword"];
        trace?: never;
    };
    "/platform/user/profile/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * History of profile changes
         * @description The history table of the profile: date, IP, who changed and what kind of change; a row
         *     expands to its changed fields. Newest first unless sorted otherwise. `dateFrom` and
         *     `dateTo` keep the changes of those days (inclusive, in UTC). A failure is only logged and
         *     the table stays empty.
         */
        get: operations["listProfileHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The avatar image
         * @description Fetched by the header's avatar menu and the personal data page when
         *     `mainInfo.avatar` is set; the portal shows the image from the answer (a blob). A 404
         *     means there is no avatar: the portal shows initials instead.
         */
        get: operations["getAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Upload the avatar
         * @description The avatar picker of the personal data page. The file becomes the profile's avatar at
         *     once; the portal shows the `avatar` snackbar and reloads the avatar. A file of another
         *     type answers 400 with `errorList.file` and the portal shows `avatarError`.
         */
        patch: operations["uploadAvatar"];
        trace?: never;
    };
    "/platform/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's sessions
         * @description The sessions and devices page: every session of the person, newest start first by
         *     default, with its devices and the system that issued it; `current` marks this browser's
         *     session. A failure is only logged and the table stays empty.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /**
         * End all other sessions
         * @description "Sign out everywhere" on the sessions page, after confirmation. Ends every session of the
         *     person except the current one, so the person stays signed in here; the portal shows the
         *     `logoutAll` snackbar and reloads the list, or `error` on failure.
         */
        delete: operations["deleteAllSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one session
         * @description The sign-out button of a session row. The portal shows the `logout` snackbar and reloads
         *     the list. Ending the current session signs this browser out; the portal then reloads the
         *     page. A 404 (the session already ended) shows `error` and reloads the list.
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/subscribes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's subscriptions
         * @description The subscriptions page: a table of subscriptions (rows) by available channels (columns),
         *     each row with a period select. The portal keeps this answer as the initial form, detects
         *     unsaved changes by comparing with it, and returns to it on cancel.
         */
        get: operations["listSubscriptions"];
        /**
         * Save subscription changes
         * @description Saves the subscriptions form: one entry per changed subscription and channel. On 204 the
         *     portal reloads the list, which becomes the new initial form. On 400 it shows the
         *     `usersSubscribesUpdateError` snackbar; `errorList` keys are `<index>.<member>` of the
         *     body array (`0.period`).
         */
        put: operations["updateSubscriptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's companies
         * @description The companies page of the profile: every company the person has access to, with
         *     requisites and the person's roles there. A failure is only logged and the list stays
         *     empty.
         */
        get: operations["listCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave a company
         * @description The "leave company" action of the companies page, after confirmation: the person loses
         *     every role in the company. The portal reloads the list; on failure it shows `exitError`
         *     (404: the person is no longer in that company).
         */
        delete: operations["leaveCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts of the master user's companies
         * @description The contacts page: the people of the companies where the signed-in person is a master
         *     user, with their access status and contractor links. Rows with `editable` false show
         *     "contact the administrator" instead of edit actions. The list is empty for a person who
         *     is nobody's master user. A row opens `listContactContractors`.
         */
        get: operations["listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/profile/contacts/{userId}/contractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contractor links of a contact
         * @description The contractors tab of a contact: each contractor the contact is linked to, with the
         *     organizations and contractor roles there. The master user edits a link with
         *     `updateContactContractor` and removes it with `deleteContactContractor` (when the
         *     contact is `editable`). A 404 means the person is not one of the master user's contacts.
         */
        get: operations["listContactContractors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/notify/personal-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's notifications
         * @description The notifications page of the profile: a paged table (the documents' `tableMeta`), newest
         *     first by default. Opening a notification marks it read (`markNotificationRead`) and
         *     follows its `link` if it has one. A failure is only logged and the table stays empty.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/notify/personal-account/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications for the bell
         * @description Loaded by the header's notification bell (signed-in sessions only) when the shell starts
         *     and when the bell opens: the 5 newest unread notifications, newest first, and the number
         *     of all unread ones for the badge. A failure is only logged; the bell shows no badge.
         */
        get: operations["listLatestNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/notify/personal-account/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification read
         * @description Sent when the person opens a notification in the bell or on the notifications page. On
         *     204 the portal marks it read and refreshes the bell. Marking a read notification again
         *     also answers 204. A 404 (the notification no longer exists) is only logged.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/access/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The person's outgoing access requests
         * @description The "outgoing" tab of the access requests page (/accesses/requests/access), the default
         *     tab: the requests the signed-in person sent, newest first by default, each with its
         *     status badge. The "incoming" tab of master users uses `listIncomingAccessRequests`. A
         *     failure is only logged and the table stays empty.
         */
        get: operations["listAccessRequests"];
        put?: never;
        /**
         * Send access requests
         * @description The outgoing request form: one request per company, each with the roles asked for (from
         *     `listAvailableRoles`). The form sends only when the first company has an INN, and offers
         *     another company only when the last one has one; empty new role or company rows are marked
         *     `errorEmpty` by the form itself. On success the portal closes the form and reloads the
         *     list. On 400 it marks the fields of `errorList`, keyed by dotted body paths
         *     (`companies.0.inn`, `companies.1.roles`), and shows `requestError`.
         */
        post: operations["createAccessRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/access/requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an access request
         * @description The "withdraw" action of an outgoing request under review, after confirmation; the
         *     request's status becomes `remove`. The portal reloads the list; on failure it shows
         *     `requestRemoveError`. A 404 means no such request of this person; a 409 means it was
         *     answered meanwhile (only `considered` requests can be withdrawn).
         */
        delete: operations["withdrawAccessRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/user/access/requests/roles/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles a person may ask for
         * @description Loaded when the outgoing request form opens: the contractor roles (`roleType`
         *     contractor) offered in each company row's role select. A failure is only logged and the
         *     select stays empty.
         */
        get: operations["listAvailableRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/access/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Incoming access requests
         * @description The "incoming" tab of the access requests page, shown to master users: requests of people
         *     who want to join the master user's companies, newest first by default, with the filters
         *     status, search and request date range. A row opens the approval form, which calls
         *     `approveAccessRequest`, `rejectAccessRequest`, `allowAccessRequest` or
         *     `markAccessRequestDuplicate`. A failure is only logged and the table stays empty.
         */
        get: operations["listIncomingAccessRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/access/requests/approve/contractor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve by linking to a contractor
         * @description The approval form's decision "link to contractor": the request becomes `approved`, the
         *     requester's contact link is set to the contractor with the chosen roles per organization,
         *     and the requester is notified by mail. The form offers the contractors of
         *     `searchContractors`; with one available organization it selects it, and it drops rows of
         *     organizations that are unavailable after the contractor changes. On 400 the portal maps
         *     `errorList.organization` onto the contractor field (`contractorId`) and
         *     `errorList.roles` onto the roles rows (`contractorRoles`); a 409 marks `contractorId`
         *     `alreadyExist` (the requester is already linked to that contractor). Other failures show
         *     `errorApproveContractor`.
         */
        post: operations["approveAccessRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/access/requests/failure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an access request
         * @description The approval form's decision "reject", with a reason: the request becomes `failure` and
         *     the requester gets a mail with the reason. The portal reloads the list; failures show
         *     `errorReject` (400 marks the reason field).
         */
        post: operations["rejectAccessRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/access/requests/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an access request as a duplicate
         * @description The approval form's decision "duplicate", with a reason (usually which request it
         *     repeats): the request becomes `duplicate`. The portal reloads the list; failures show
         *     `errorDuplicate`.
         */
        post: operations["markAccessRequestDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/access/requests/allow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant access manually
         * @description The approval form's decision "access granted manually": the request becomes `approved`
         *     without changing the requester's contact links (the master user grants the access
         *     elsewhere). The portal reloads the list; failures show `errorAllow`.
         */
        post: operations["allowAccessRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/contractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contractor look-up
         * @description Feeds the contractor picker of the approval form, the invitation form and the contact's
         *     contractor form: contractors of the master user's companies whose title or INN matches
         *     `searchValue`, each with the organizations the master user may grant. With `userId` the
         *     organizations where that person already has access are left out; with `ids` exactly
         *     those contractors are returned (to show the picker's current value). At most 50 entries,
         *     or as many as `ids` names.
         */
        get: operations["searchContractors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations sent by the master user
         * @description The invitations page: invitations the master user sent, newest first by default. The
         *     status filter's "all" choice sends no `status`. Each row offers resend and revoke while
         *     the invitation is `active` or `deactivated`. A failure is only logged and the table
         *     stays empty.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Send an invitation
         * @description The invitation form: an email, a contractor (from `searchContractors`) and the roles per
         *     organization. The platform mails the invitation link; its activity period is the
         *     inviteAlive setting. On success the portal closes the form and reloads the list. On 400 it
         *     marks the fields of `errorList` (dotted body paths: `email`, `contractorId`,
         *     `access.0.roles`) and shows `sendError`; a 409 marks `email` (an active invitation to this
         *     address exists already).
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/invitations/resend/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend an invitation
         * @description The "resend" action of an `active` or `deactivated` invitation: the platform mails the
         *     link again and starts a new activity period (the status becomes `active`). The portal
         *     reloads the list; failures show `resendError` (409: the invitation was accepted, refused
         *     or revoked meanwhile).
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description The "revoke" action of an `active` or `deactivated` invitation, after confirmation: the
         *     status becomes `deleted` and the link stops working (the invitee sees the cancelled
         *     screen). The portal reloads the list; failures show `dropError` (409: the invitation was
         *     accepted or refused meanwhile).
         */
        delete: operations["deleteInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/master-account/contacts/contractors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a contact's contractor roles
         * @description Saves the contractor form of a contact: the contact gets exactly these organizations and
         *     roles at the contractor (a new link when there was none). The portal reloads the
         *     contact's contractors; failures show `editError`, with `errorList` (dotted body paths such
         *     as `access.0.roles`) marked on the form. A 403 means the contact's roles or methods are
         *     not editable by master users: the screen tells the master user to contact the
         *     administrator. A 404 means the person is not one of the master user's contacts.
         */
        put: operations["updateContactContractor"];
        post?: never;
        /**
         * Remove a contact's contractor link
         * @description The "remove" action of a contact's contractor, after confirmation: the contact loses
         *     every role at that contractor. The portal reloads the contact's contractors; failures
         *     show `removeError`. A 403 means the contact is not editable by master users; a 404 that
         *     there is no such link.
         */
        delete: operations["deleteContactContractor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications
         * @description Fills the Applications screen: the list the administrator orders by dragging, opens
         *     (details and edit modal) and deletes. The screen asks for `sortBy=order` and a limit
         *     large enough for the whole list (drag ordering needs every row), and shows the filters
         *     search, type and enabled above it. The documents only say the call "returns data"; the
         *     answer follows the list convention `{ applications, meta }` so that the SDK, the sandbox
         *     and the other tables treat it alike. A failure is only logged and the list stays empty.
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Create an application
         * @description Saves the edit modal in create mode (no id yet). On success the portal shows a success
         *     snackbar, refreshes the list and keeps the modal open in update mode on the returned
         *     id. A 400 marks the fields of `errorList` invalid, a 409 marks a code or client id
         *     that is already used; any failure shows the `applicationAddError` snackbar.
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update an application
         * @description Saves the edit modal in update mode. The body is the whole form; clients missing from
         *     `clients` are removed. The portal locks the form of an internal application and of one
         *     with actionsAccess 2, and the client rows with actionsAccess 1; the platform refuses such
         *     changes with 403. On success the list is refreshed; a 400 or 409 marks fields, and any
         *     failure shows the `applicationUpdateError` snackbar.
         */
        put: operations["updateApplication"];
        post?: never;
        /**
         * Delete an application
         * @description Confirms the delete modal. The portal offers it only for applications that are not
         *     `immutable`; the platform refuses the others with 403. On success the list is
         *     refreshed; a failure shows the `applicationDropError` snackbar.
         */
        delete: operations["deleteApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/applications/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an application with its clients
         * @description Opens the details and edit modal (tab mainInfo) with the application and its clients.
         *     `actionsAccess` decides what the modal lets the administrator change. A 404 (deleted
         *     meanwhile) closes the modal and refreshes the list.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/applications/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the drag order of applications
         * @description Sent after the administrator drops a row, only when the order differs from the initial
         *     one. The body lists every application of the list with its new position. On success
         *     the list is refreshed; on failure the portal restores the previous order and shows the
         *     `applicationUpdateError` snackbar.
         */
        patch: operations["reorderApplications"];
        trace?: never;
    };
    "/platform/setting/applications/client/{clientId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client's id. */
                clientId: components["schemas"]["ApplicationClientId"];
            };
            cookie?: never;
        };
        /**
         * Get a client's secret
         * @description Reads the current secret when the administrator copies it from a client row; the portal
         *     puts it on the clipboard and shows a success snackbar. A failure shows the
         *     `applicationUpdateSecretError` snackbar.
         */
        get: operations["getClientSecret"];
        /**
         * Generate a new client secret
         * @description Confirms the generate-secret modal. The platform replaces the secret at once (tokens
         *     issued with the old one stay valid until they expire) and answers the new one, which the
         *     portal copies to the clipboard. Not offered when clients are read-only (actionsAccess 1
         *     or 2); the platform refuses it then with 403. A failure shows the
         *     `applicationUpdateSecretError` snackbar.
         */
        put: operations["regenerateClientSecret"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/applications/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sessions of an application
         * @description Fills the sessions tab of the application modal: the sessions of the application's
         *     users, newest first, with the filters search and startDate. The domain-level sessions
         *     table uses the same call with dateFrom and dateTo instead of startDate. Each row offers
         *     a single logout (`deleteApplicationSession`), and the table a bulk logout
         *     (`deleteApplicationSessions`) with the same filters. A failure is only logged.
         */
        get: operations["listApplicationSessions"];
        put?: never;
        post?: never;
        /**
         * End the filtered sessions of an application
         * @description The bulk logout of the sessions tab, after confirmation: ends every session of the
         *     application that matches the table's current filters (all of them without filters).
         *     The source's path for this call is malformed; DELETE on the sessions collection is the
         *     product's decision. On success the table is refreshed; a failure shows the
         *     `applicationsSessionsLogoutError` snackbar.
         */
        delete: operations["deleteApplicationSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/applications/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one session
         * @description The logout action of a row of the sessions tab, after confirmation. `clientId` is the
         *     row's client. On success the table is refreshed; a failure (including 404 for a session
         *     that has already ended) shows the `applicationsSessionLogoutError` snackbar.
         */
        delete: operations["deleteApplicationSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/roles/methods/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up methods
         * @description Feeds the methods pickers of the application modal: accessType `systemic` for the
         *     application's methods, `client` for a client's methods. The picker sends `ids` to show
         *     the current values and `searchValue` as the administrator types. A failure is only
         *     logged and the picker stays empty.
         */
        get: operations["searchRoleMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/methods/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Methods for the applications filter
         * @description Options of the methods filter of the applications screen (type `applications`): every
         *     method the platform's applications declare. The documents do not show the answer;
         *     it is `{ methods }` with the same entries as `searchRoleMethods`, unpaged. A failure is
         *     only logged and the filter stays empty.
         */
        get: operations["filterMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List domains
         * @description Fills the Domains table, with its create, edit, delete and enable actions. A failure
         *     is only logged and the table stays empty.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Create a domain
         * @description Saves the create modal. The modal starts from the new-domain defaults (enabled, cookie
         *     notice on, not base, Russian enabled) with `locales` prefilled from
         *     `getBaseDomainSettings`. On success the table is refreshed; a 400 marks the fields of
         *     `errorList`, a 409 marks an alias another domain already uses, and any failure shows the
         *     `domainsCreateError` snackbar.
         */
        post: operations["createDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a domain
         * @description Opens the edit modal of a row. A 404 (deleted meanwhile) closes the modal and refreshes
         *     the table.
         */
        get: operations["getDomain"];
        /**
         * Update a domain
         * @description Saves the edit modal; the body is the whole form. Making this domain base takes the
         *     flag from the previous base domain. On success the table is refreshed; a 400 or 409
         *     marks fields, and any failure shows the `domainsUpdateError` snackbar.
         */
        put: operations["updateDomain"];
        post?: never;
        /**
         * Delete a domain
         * @description Confirms the delete modal. The portal offers it only while more than one domain
         *     exists; the platform refuses to delete the last one with 409 (a conflict with the
         *     current state, not an invalid request). On success the table is refreshed; a failure
         *     shows the `domainsDeleteError` snackbar.
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/domains/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable a domain
         * @description Confirms the enable modal of a row, sending the opposite of the current value. On
         *     success the table is refreshed; a failure shows the `domainsUpdateError` snackbar.
         */
        put: operations["setDomainEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/domains/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up domains
         * @description Feeds the domains picker of the application modal; `ids` shows the current values and
         *     `base` lets a new draft application preselect the base domain. A failure is only
         *     logged and the picker stays empty.
         */
        get: operations["searchDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/domains/base/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Language settings of the base domain
         * @description Called when the create modal opens: its language entries prefill the new domain's
         *     `locales`. If it fails, the form starts with one empty Russian entry.
         */
        get: operations["getBaseDomainSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/domains/style/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Style templates
         * @description Options of the style template select of the domain modal. Unpaged. A failure is only
         *     logged and the select stays empty.
         */
        get: operations["listStyleTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/locales/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up languages
         * @description Feeds the language picker of a domain's locale entries. A failure is only logged and the
         *     picker stays empty.
         */
        get: operations["searchLocales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/documents/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up library documents
         * @description Feeds the documents picker (type `document`) and the agreements picker (type
         *     `agreement`) of the domain modal. Without `type` both kinds come back. A failure is only
         *     logged and the picker stays empty.
         */
        get: operations["searchDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/banners/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up banners
         * @description Feeds the banners pickers of the domain modal (the domain's banners and each language's
         *     banners). A failure is only logged and the picker stays empty.
         */
        get: operations["searchBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/devices-types/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up device types
         * @description Feeds the device type picker of the domain's identifiers per device type. A failure is
         *     only logged and the picker stays empty.
         */
        get: operations["searchDeviceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/devices-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device types
         * @description Fills the Device types table, with its create, edit and delete modals. A failure is
         *     only logged and the table stays empty.
         */
        get: operations["listDeviceTypes"];
        put?: never;
        /**
         * Create a device type
         * @description Saves the create modal. On success the table is refreshed; a 400 marks the fields of
         *     `errorList`, a 409 marks a code already used, and any failure shows the
         *     `devicesTypesCreateError` snackbar.
         */
        post: operations["createDeviceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/devices-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a device type
         * @description Saves the edit modal. On success the table is refreshed; a 400 or 409 marks fields, and
         *     any failure shows the `devicesTypesUpdateError` snackbar.
         */
        put: operations["updateDeviceType"];
        post?: never;
        /**
         * Delete a device type
         * @description Confirms the delete modal. The platform refuses with 409 while a domain's
         *     `devicesIdAttributes` names the device type (the administrator removes it there
         *     first). On success the table is refreshed; a failure shows the
         *     `devicesTypesDeleteError` snackbar.
         */
        delete: operations["deleteDeviceType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/authentication-schemas/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-in flows for schemes
         * @description Loaded with the schemes screen. The details modal of a scheme shows one toggle per flow
         *     for the first and for the second factor, and the list shows flow names in the factor
         *     columns by matching `AuthSchemeFactor.id`. A failure is only logged.
         */
        get: operations["listAuthFlows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/authentication-schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authentication schemes
         * @description Fills the schemes screen: a list sorted by priority that the administrator reorders by
         *     drag (`reorderAuthSchemes`), toggles (`setAuthSchemeActive`) and opens in the details
         *     modal. The whole list comes at once, without paging, because it is ordered as a whole.
         *     Refreshed after every create, update, delete, toggle and reorder.
         */
        get: operations["listAuthSchemes"];
        put?: never;
        /**
         * Create an authentication scheme
         * @description Sent by the details modal in create mode (no id yet). The new scheme is active and last
         *     by priority. On success the modal closes and the list is refreshed; on 400 the
         *     `errorList` marks the modal's fields; on 409 the code field is marked as taken. Any
         *     failure also shows the `authSchemaCreateError` snackbar.
         */
        post: operations["createAuthScheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/authentication-schemas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update an authentication scheme
         * @description Sent by the details modal in update mode (the scheme has an id). On success the modal
         *     closes and the list is refreshed; 400 marks fields (also `base: [errorInvalid]` when the
         *     base flag is taken off the base scheme or put on an inactive one); 409 marks the code
         *     as taken; 404 means another administrator deleted the scheme (the list is refreshed).
         *     Any failure shows the `authSchemaUpdateError` snackbar.
         */
        put: operations["updateAuthScheme"];
        post?: never;
        /**
         * Delete an authentication scheme
         * @description Sent from the delete confirmation. The documents state the deactivation rules only; the
         *     same rules guard deletion (a deleted scheme is no longer offered either): a scheme with
         *     users, the base scheme, or one of the last 2 schemes cannot be deleted, and the 409 says
         *     which rule applies. On success the list is refreshed; any failure shows the
         *     `authSchemaDeleteError` snackbar.
         */
        delete: operations["deleteAuthScheme"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/authentication-schemas/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a scheme
         * @description The activity toggle of a list row, after confirmation; it sends the opposite of the
         *     current value. Deactivation is refused with 409 and a `reason` when the scheme has
         *     users, when fewer than 2 schemes exist, or when it is the base scheme; the
         *     portal shows the `authSchemaUpdateError` snackbar and leaves the toggle as it was. 409
         *     rather than 400 because the request is well-formed and only the current state forbids
         *     it. On success the list is refreshed.
         */
        put: operations["setAuthSchemeActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/authentication-schemas/priority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reorder schemes
         * @description Sent when a drag on the schemes list ends with an order that differs from the initial
         *     one: every scheme with its new priority (1 first). The list is refreshed afterwards.
         *     400 when an id is repeated, a scheme is missing or the priorities are not 1..n; 404 when
         *     a scheme no longer exists. On failure the portal restores the previous order.
         */
        patch: operations["reorderAuthSchemes"];
        trace?: never;
    };
    "/platform/setting/application/settings/modules/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform settings
         * @description Fills the platform settings screen (/setting/options): modules, each with expandable
         *     groups of settings rows (token lifespans, code authentication, license check, interface,
         *     log retention and cleanup intervals). Each row is edited by its `type` and
         *     `value_props`; `readonly` rows are shown disabled. A failure is only logged and the
         *     screen stays empty.
         */
        get: operations["getPlatformSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/application/settings/modules/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User settings
         * @description Fills the user settings screen (/setting/options/users): registration and invitation
         *     links, registration limits, unique-value rules, notifications, password links and the
         *     password policy. Rendered like the platform settings. A failure is only logged.
         */
        get: operations["getUsersSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/application/settings/platform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save platform settings
         * @description Saves every checked row of the platform settings screen in one request (read-only rows
         *     are never sent). All or nothing: on any error nothing is saved. On success the screen
         *     reloads the settings. On 400 the `errorList` (keyed by setting `code`) marks the rows:
         *     `errorMin` / `errorMax` for a value out of `value_props` bounds (lifetimes stop at 7 days
         *     or 10080 minutes), `errorCodeAlive` when the code lifetime does not exceed the resend
         *     delay, `errorRetention` below a log retention minimum (change history 45 days,
         *     integration logs 14, provider api logs 7, provider sync logs 7, completed interactions
         *     30, integration journal 7), `errorReadOnly` for a read-only setting, `errorInvalid` for a value of the
         *     wrong type. `uniqueErrors` opens the unique-values modal. Any failure also shows the
         *     `settingsError` snackbar. 404 when an id is not a setting of this screen.
         */
        patch: operations["updatePlatformSettings"];
        trace?: never;
    };
    "/platform/setting/application/settings/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save user settings
         * @description Saves every checked row of the user settings screen in one request, all or nothing,
         *     like `updatePlatformSettings`. Besides `errorList` (`errorMin` for a password length
         *     under 8, `errorMax`, `errorInvalid`), switching on a unique-value rule (mobileUnique,
         *     emailUnique) while users share values answers `uniqueErrors`: the screen opens a modal
         *     listing the settings and the repeated values, and nothing is applied. Any failure also
         *     shows the `settingsError` snackbar.
         */
        patch: operations["updateUsersSettings"];
        trace?: never;
    };
    "/platform/setting/roles/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up roles
         * @description Feeds role pickers of the administration screens: as the administrator types
         *     (`searchValue`) and, with `ids`, to show the names of roles already chosen. Only roles of
         *     `roleType` are returned (systemic when omitted). A failure leaves the picker empty.
         */
        get: operations["searchRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/users/contacts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up users
         * @description Feeds user pickers of the administration screens (for example the changer filter of
         *     the history of changes). Matches `searchValue` against full name, email and login; with
         *     `ids` returns exactly those users so the picker can show the current value. The portal
         *     sends `limit` equal to the number of ids when it sends ids, else 50 (at most 50, so a
         *     picker with more selected users asks in chunks). Answer member `users` (the documents
         *     do not name it).
         */
        get: operations["searchUserContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/network-aliases/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up network aliases
         * @description Feeds the alias picker of the whitelist and blacklist modals, where an alias may be
         *     entered in place of a subnet: by `searchValue` (matched against the name) or by `ids`
         *     to show the current value. A failure leaves the picker empty.
         */
        get: operations["searchNetworkAliases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/personnel-actions-types/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up personnel action types
         * @description Feeds the personnel action type picker of the subtype modal: by `searchValue` (matched
         *     against name and code) or by `ids` to show the current value. A failure leaves the
         *     picker empty.
         */
        get: operations["searchPersonnelActionTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entity types with dynamic fields
         * @description Loaded by the dynamic-fields screen to build its switcher between users,
         *     organizations, contractors and directories; the chosen `type` becomes the route
         *     parameter. A failure is only logged.
         */
        get: operations["listDynamicFieldTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/{type}/tabs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity type (route parameter `type` of the dynamic-fields screen). */
                type: components["schemas"]["DynamicFieldEntityType"];
            };
            cookie?: never;
        };
        /**
         * Tabs of an entity type
         * @description Fills the tabs list of /setting/options/users/dynamic-fields/{type}: drag-ordered
         *     (`reorderDynamicFieldTabs`), with an activity toggle (`setDynamicFieldTabActive`); a
         *     tab opens its details screen by `code`. Not paged. Refreshed after a toggle or reorder.
         */
        get: operations["listDynamicFieldTabs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/tabs/{tab}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the tab (route parameter `tab`); `users_main` holds the profile fields. */
                tab: components["schemas"]["DynamicFieldCode"];
            };
            cookie?: never;
        };
        /**
         * A tab with its subtypes and fields
         * @description Fills the tab details screen (.../dynamic-fields/{type}/details/{tab}): the tab's
         *     subtypes (blocks) in order, each with its fields in order, their toggles, and the
         *     create, edit, copy and delete actions. The tab `users_main` holds the profile fields.
         *     404 for an unknown tab code: the screen goes back to the tabs list.
         */
        get: operations["getDynamicFieldTab"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/tabs/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a tab
         * @description The activity toggle of a tab row, after confirmation; sends the opposite of the current
         *     value. An inactive tab is hidden from the entity's cards (for users_main: from the
         *     profile). On success the tabs list is refreshed; a failure shows the `tabActiveError`
         *     snackbar and leaves the toggle as it was.
         */
        put: operations["setDynamicFieldTabActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/{type}/tabs/order": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity type (route parameter `type` of the dynamic-fields screen). */
                type: components["schemas"]["DynamicFieldEntityType"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the tabs of an entity type
         * @description Sent when a drag on the tabs list ends with an order that differs from the initial
         *     one: every tab of the type with its new position (0 first). On success the list is
         *     refreshed; a failure shows the `tabOrderError` snackbar and restores the order. 400
         *     when a tab is missing, repeated or belongs to another type.
         */
        put: operations["reorderDynamicFieldTabs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/tabs/{tab}/order": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the tab (route parameter `tab`); `users_main` holds the profile fields. */
                tab: components["schemas"]["DynamicFieldCode"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the subtypes and fields of a tab
         * @description Sent when a drag on the tab details screen ends with an order that differs from the
         *     initial one. It carries every subtype of the tab with its new position and, for a
         *     subtype whose fields were dragged, each of its fields with its new position: the
         *     documents name a field order error (`fieldOrderError`) but no separate call, so fields
         *     are ordered here too, within their subtype (moving a field to another subtype is an
         *     update of its `subtype`). On success the tab is reloaded; a failure shows
         *     `tabOrderError` (subtypes) or `fieldOrderError` (fields) and restores the order.
         */
        put: operations["reorderDynamicFieldSubtypes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/subtypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a subtype
         * @description Sent by the subtype modal in update mode; the subtype's id is in the body. On success
         *     the tab is reloaded; 400 marks fields (also `code: [errorInvalid]` when the code of a
         *     systemic subtype is changed), 409 the code as taken, 404 means the subtype is gone. Any
         *     failure also shows the `subtypeUpdateError` snackbar.
         */
        put: operations["updateDynamicFieldSubtype"];
        /**
         * Create a subtype
         * @description Sent by the subtype modal in create or copy mode on the tab details screen. The new
         *     subtype goes last in the tab. On success the tab is reloaded; 400 marks the modal's
         *     fields, 409 the code as taken, 404 means the tab is gone. Any failure also shows the
         *     `subtypeCreateError` snackbar.
         */
        post: operations["createDynamicFieldSubtype"];
        /**
         * Delete several subtypes
         * @description Deletes the subtypes checked on the tab details screen, with their fields, after
         *     confirmation. All or nothing: when one of them is systemic, nothing is deleted and the
         *     answer is 409. On success the tab is reloaded; a failure shows the `subtypeDeleteError`
         *     snackbar.
         */
        delete: operations["deleteDynamicFieldSubtypes"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/subtypes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subtype
         * @description The delete action of one subtype, after confirmation; its fields are deleted with it.
         *     A systemic subtype cannot be deleted (409). On success the tab is reloaded; a failure
         *     shows the `subtypeDeleteError` snackbar.
         */
        delete: operations["deleteDynamicFieldSubtype"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/subtypes/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a subtype
         * @description The activity toggle of a subtype, after confirmation; sends the opposite of the current
         *     value. An inactive block and its fields are hidden from the entity's cards. On success
         *     the tab is reloaded; a failure shows the `subtypeActiveError` snackbar.
         */
        put: operations["setDynamicFieldSubtypeActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a field
         * @description Sent by the field modal in create or copy mode (a copy leaves out id, systemic,
         *     immutable and actionsAccess). The field goes last in its subtype. On success the tab is
         *     reloaded. 400 marks the modal's fields through `errorList`: missing title or code,
         *     malformed code, a dropbox or combobox without items, items on another type, or broken
         *     flag dependencies (a required flag without its visible or edit flag, edit without
         *     visible, multiple together with unique, a required toggle), which the modal prevents
         *     but the server checks too. 409 marks the code as taken; 404 means the subtype is gone.
         *     Any failure also shows the `fieldCreateError` snackbar.
         */
        post: operations["createDynamicField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A field
         * @description Loaded when the field modal opens in update or copy mode, so the modal edits the
         *     current state (including `valueCount`, which decides whether a field type change is
         *     flagged). 404 when the field was deleted meanwhile: the tab is reloaded.
         */
        get: operations["getDynamicField"];
        /**
         * Update a field
         * @description Sent by the field modal in update mode. Errors as for `createDynamicField`, plus: 403
         *     when the field's `actionsAccess` forbids the change (for example the code or type of an
         *     immutable field, flags locked by levels 1-4); 409 with `errorList.fieldType` when the
         *     field type changes on a field that has values (`valueCount` > 0) and `force` is not
         *     true: the modal asks for confirmation and sends the request again with `force: true`.
         *     On success the tab is reloaded; any failure also shows the `fieldUpdateError` snackbar.
         */
        put: operations["updateDynamicField"];
        post?: never;
        /**
         * Delete a field
         * @description The delete action of a field, after confirmation; its values are deleted with it. A
         *     systemic field, or one whose `actionsAccess` is not 0, cannot be deleted (403). On
         *     success the tab is reloaded; a failure shows the `fieldDeleteError` snackbar.
         */
        delete: operations["deleteDynamicField"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/dynamic-fields/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a field
         * @description The activity toggle of a field, after confirmation; sends the opposite of the current
         *     value. An inactive field is hidden from the entity's cards and the profile; its values
         *     are kept. On success the tab is reloaded; a failure shows the `fieldActiveError`
         *     snackbar. 403 when the field's `actionsAccess` forbids it.
         */
        put: operations["setDynamicFieldActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/subscribes/notify-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notification methods
         * @description Loads the Notification methods screen: every channel the platform can notify through,
         *     each with an enable toggle. The list is short and not paged. A failure is only logged
         *     and the table stays empty.
         */
        get: operations["listNotifyMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/subscribes/notify-methods/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch a notification method on or off
         * @description The toggle of a row on the Notification methods screen, after the administrator
         *     confirms. The portal sends the opposite of the current value and reloads the list on
         *     success; a failure shows the `notifyMethodsUpdateError` snackbar and leaves the toggle
         *     as it was.
         */
        put: operations["setNotifyMethodEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/whitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whitelist
         * @description The Whitelist table: subnets and network aliases allowed to reach the platform.
         *     Filters: `search` (matches the address, the alias name and the comment), `dateFrom`
         *     and `dateTo` (entries whose validity period overlaps these days). A failure is only
         *     logged and the table stays empty.
         */
        get: operations["listWhitelist"];
        put?: never;
        /**
         * Add a whitelist entry
         * @description Saves the create modal of the Whitelist screen. On success the modal closes and the
         *     table reloads. A 400 marks the modal's fields from `errorList`; any other failure shows
         *     the whitelist create error snackbar.
         */
        post: operations["createWhitelistEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/whitelist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a whitelist entry
         * @description Saves the edit modal of the Whitelist screen (the whole entry). On success the modal
         *     closes and the table reloads. A 400 marks the modal's fields from `errorList`; a 404
         *     (the entry was deleted meanwhile) and other failures show the whitelist update error
         *     snackbar.
         */
        put: operations["updateWhitelistEntry"];
        post?: never;
        /**
         * Delete a whitelist entry
         * @description The delete action of a Whitelist row, after confirmation. The table reloads on success;
         *     a failure shows the whitelist delete error snackbar.
         */
        delete: operations["deleteWhitelistEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/whitelist/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch a whitelist entry on or off
         * @description The enable toggle of a Whitelist row, after confirmation. The portal sends the opposite
         *     of the current value and reloads the table on success; a failure shows the whitelist
         *     update error snackbar.
         */
        put: operations["setWhitelistEntryEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blacklist
         * @description The Blacklist table: subnets and network aliases denied access to the platform.
         *     Filters: `search` (matches the address, the alias name and the comment), `dateFrom`
         *     and `dateTo` (entries whose validity period overlaps these days). A failure is only
         *     logged and the table stays empty.
         */
        get: operations["listBlacklist"];
        put?: never;
        /**
         * Add a blacklist entry
         * @description Saves the create modal of the Blacklist screen. On success the modal closes and the
         *     table reloads. A 400 marks the modal's fields from `errorList`; any other failure shows
         *     the blacklist create error snackbar.
         */
        post: operations["createBlacklistEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/blacklist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a blacklist entry
         * @description Saves the edit modal of the Blacklist screen (the whole entry). On success the modal
         *     closes and the table reloads. A 400 marks the modal's fields from `errorList`; a 404
         *     (the entry was deleted meanwhile) and other failures show the blacklist update error
         *     snackbar.
         */
        put: operations["updateBlacklistEntry"];
        post?: never;
        /**
         * Delete a blacklist entry
         * @description The delete action of a Blacklist row, after confirmation. The table reloads on success;
         *     a failure shows the blacklist delete error snackbar.
         */
        delete: operations["deleteBlacklistEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/blacklist/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch a blacklist entry on or off
         * @description The enable toggle of a Blacklist row, after confirmation. The portal sends the opposite
         *     of the current value and reloads the table on success; a failure shows the blacklist
         *     update error snackbar.
         */
        put: operations["setBlacklistEntryEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/network-aliases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Network aliases
         * @description The Network aliases table, with the filters `name` (part of the alias name) and `ip`
         *     (aliases containing this address or subnet). The answer names its items `networks`, as
         *     the alias look-up used by the list modals does. A failure is only logged and the table
         *     stays empty.
         */
        get: operations["listNetworkAliases"];
        put?: never;
        /**
         * Create a network alias
         * @description Saves the create modal of the Network aliases screen. On success the modal closes and
         *     the table reloads. A 400 marks the modal's fields from `errorList` (`errorEmpty` on
         *     `name`, `errorIp` on `ips.N.ip`); any other failure shows the `networkAlias` create error
         *     snackbar.
         */
        post: operations["createNetworkAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/network-aliases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a network alias
         * @description Saves the edit modal of the Network aliases screen (the whole alias, its addresses
         *     replaced by the sent ones). Whitelist and blacklist entries that use the alias follow the
         *     change. On success the modal closes and the table reloads; a 400 marks the fields, other
         *     failures show the `networkAlias` update error snackbar.
         */
        put: operations["updateNetworkAlias"];
        post?: never;
        /**
         * Delete a network alias
         * @description The delete action of a Network aliases row, after confirmation. The table reloads on
         *     success; a failure shows the `networkAlias` delete error snackbar. An alias still used by
         *     whitelist or blacklist entries is not deleted (409): those entries must be changed or
         *     deleted first, so that no list entry silently loses its addresses.
         */
        delete: operations["deleteNetworkAlias"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * History of changes
         * @description The History of changes table. Filters: `search` (free text over the entity title, the
         *     parameters and the values), `param` (a changed parameter), `dateFrom` and `dateTo` (days
         *     of the change, inclusive), `changer` (a person, picked with the user look-up), `type`
         *     (a change type from `history/types`), `entity`, `subtype` and `ip`. Rows expand to their
         *     `changes`. A failure is only logged and the table stays empty; a 400 marks the filter
         *     fields.
         */
        get: operations["listHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/history/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change types
         * @description Loaded with the History of changes screen: the options of the type filter and the
         *     titles of the rows' type column. A failure is only logged; the filter stays empty and
         *     rows show the type codes.
         */
        get: operations["listHistoryTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/monitoring/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monitoring status indicator
         * @description Loaded when the portal starts, for the monitoring indicator of the header, and only when
         *     the application state grants `monitoringNotifyAccess`. A click on the indicator opens
         *     the Monitoring screen. A failure is only logged and the indicator is hidden.
         */
        get: operations["getMonitoringStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/diagnostics/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Diagnostics status indicator
         * @description Loaded when the portal starts, for the diagnostics indicator of the header, and only
         *     when the application state grants `diagnosticsNotifyAccess`. `down` counts the
         *     applications of the versions table whose status is `down`. A click opens the
         *     Diagnostics screen. A failure is only logged and the indicator is hidden.
         */
        get: operations["getDiagnosticsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/diagnostics/applications/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Application updates indicator
         * @description Loaded when the portal starts, for the update indicator of the header, and only when
         *     the application state grants `diagnosticsApplicationsNotifyAccess`. `down` counts the
         *     applications whose installed version differs from the recommended one, so `status` is
         *     `down` when at least one needs an update. A click opens the Diagnostics screen. A
         *     failure is only logged and the indicator is hidden.
         */
        get: operations["getDiagnosticsApplicationsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/monitoring/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications with monitoring checks
         * @description Loaded with the Monitoring screen: the options of the applications filter, and the
         *     titles of the table's application column. A failure is only logged; the filter stays
         *     empty and rows show application codes.
         */
        get: operations["listMonitoringApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monitoring
         * @description The Monitoring table, as last computed by the platform. Filters: `applications`,
         *     `status` and `key`; the screen sorts by `status` descending unless the administrator
         *     picks another column. A failure is logged and the table shows an empty list (client
         *     behaviour; the errors below are still answered).
         */
        get: operations["listMonitoring"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/monitoring/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recompute monitoring
         * @description The refresh button of the Monitoring screen: the platform runs every check again now and
         *     answers the table recomputed, with the same filters, sorting and paging as
         *     `listMonitoring`, so the portal replaces the table without a second call. A failure is
         *     logged and the table keeps its rows.
         */
        get: operations["refreshMonitoring"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/monitoring/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export monitoring to monitoring.xlsx
         * @description The export button of the Monitoring screen: every check matching the screen's filters,
         *     in the screen's order, as a spreadsheet named monitoring.xlsx (no paging). The portal
         *     saves the file; a failure shows the `downloadError` snackbar.
         */
        get: operations["downloadMonitoringXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/diagnostics/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Application versions (diagnostics)
         * @description The versions table of the Diagnostics (system check) screen, as last computed. Filters:
         *     `application` and `status`. The table is short and not paged. A failure is only logged
         *     and the table stays empty.
         */
        get: operations["listDiagnosticsVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/diagnostics/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Run the system check again
         * @description The refresh button of the Diagnostics screen: the platform asks every application for
         *     its version now and answers the versions table recomputed, with the same filters as
         *     `listDiagnosticsVersions`. A failure is logged and the table keeps its rows.
         */
        get: operations["refreshDiagnostics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The license
         * @description Loads the License screen: the saved form (key and domain) and what the license server
         *     says about it. Without an installed license the form is empty and `info` is null, and
         *     the screen shows only the form. A failure shows the `systemGetError` snackbar.
         */
        get: operations["getLicense"];
        put?: never;
        /**
         * Save the license
         * @description The save button of the License form: installs the key for the domain (replacing any
         *     previous one). On success the portal reloads the screen (`getLicense`). A 400 marks the
         *     form's fields from `errorList`; any other failure shows the `systemUpdateError` snackbar.
         */
        post: operations["saveLicense"];
        /**
         * Delete the license
         * @description The delete button of the License form, after confirmation: removes the installed key,
         *     after which the platform runs in the limited mode. Deleting when no license is installed
         *     also succeeds. On success the portal reloads the screen; a failure shows the
         *     `systemDeleteError` snackbar.
         */
        delete: operations["deleteLicense"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/license/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active users now
         * @description Loaded with the License screen, beside the license information: the number of users
         *     active over the last 15 minutes, to compare with the licensed `activeUsers`. A failure
         *     shows the `systemGetError` snackbar and the count is left out.
         */
        get: operations["getLicenseSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/license/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a license key
         * @description The check button of the License form: asks the license server about the entered key and
         *     domain without saving them, and answers the information the license would have. The
         *     screen shows it in place of the current information until the form is saved or
         *     reloaded. A 400 marks the form's fields; any other failure shows the `systemGetError`
         *     snackbar.
         */
        post: operations["checkLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List providers
         * @description Fills the providers table of the administration area, one page at a time. A failed
         *     load is only logged and the table stays empty.
         */
        get: operations["listProviders"];
        put?: never;
        /**
         * Create a provider
         * @description Saves the Main tab of a new provider. On success the portal opens the edit modal on the
         *     new id (so the administrator can go on to the Synchronization tab) and refreshes the
         *     table. A 400 marks the fields of `errorList` (name without Latin letters, malformed
         *     address, client id or secret outside the mask); a 409 marks a name already in use.
         *     Other failures show the providersCreateError snackbar.
         */
        post: operations["createProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a provider
         * @description Loads the details modal of a provider: the Main tab from the provider fields and one
         *     Synchronization tab per entry of `sync` (users). The start-sync action is offered on
         *     the users tab only when the provider and the sync are enabled, base mappers exist and
         *     the status is neither `await` nor `process`. A 404 closes the modal and refreshes the
         *     table.
         */
        get: operations["getProvider"];
        /**
         * Update a provider
         * @description Saves the Main tab of the details modal (the users tab saves with
         *     `updateProviderSync`). On success the table is refreshed; a 400 marks the fields of
         *     `errorList`, a 409 a name already in use; other failures show the
         *     providersUpdateError snackbar.
         */
        put: operations["updateProvider"];
        post?: never;
        /**
         * Delete a provider
         * @description Deletes the provider after the delete modal is confirmed (the modal warns that only
         *     the administrator of the contacts and companies application can restore access of its
         *     users). On success the portal clears the form, refreshes the table and reloads the
         *     menu; a failure shows the providersDeleteError snackbar.
         */
        delete: operations["deleteProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a provider
         * @description The activate/deactivate action of the providers table, after confirmation. The portal
         *     sends the opposite of the current value and refreshes the table; a failure shows the
         *     providersUpdateError snackbar.
         */
        put: operations["setProviderEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the connection to a provider
         * @description The check-connection button of the provider modal: the platform connects to the
         *     provider with the values as entered (saved or not) and checks the rights of the
         *     account. A 200 shows "connected". A 400 with `providerError` shows a connection error
         *     or an access error; for an access error the modal lists `requiredRights`, the methods
         *     the provider account lacks. A 400 with `errorList` marks invalid fields. Other
         *     failures show the providersStatusError snackbar.
         */
        post: operations["checkProviderConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/{id}/sync/start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a synchronisation now
         * @description The start-sync action of the users tab, offered only when the provider and its sync
         *     are enabled, mappers exist and the status is neither `await` nor `process`. On success
         *     the portal shows the success snackbar; the status changes only after a page refresh.
         *     A 409 stores and shows the returned `error` (a sync is running, the mappers are not
         *     configured, the provider is disabled); other failures show the
         *     providersStartSyncError snackbar.
         */
        post: operations["startProviderSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/{id}/sync/{syncId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update sync settings
         * @description Saves the users tab of the provider modal. While a run is in progress the new values
         *     apply after it finishes. On success the portal reloads the provider; a 400 marks the
         *     fields of `errorList`; other failures show the providersSyncUpdateError snackbar.
         */
        put: operations["updateProviderSync"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/sync/{syncId}/mappers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * List the mappers of a synchronisation
         * @description Fills the mappers sub-table of the users tab. A failed load is only logged.
         */
        get: operations["listMappers"];
        put?: never;
        /**
         * Create a mapper
         * @description Saves the mapper modal in create mode. On success the sub-table is refreshed; a 400
         *     marks the fields of `errorList`, a 409 a name already in use; other failures show the
         *     mapper create error snackbar.
         */
        post: operations["createMapper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/sync/{syncId}/base": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the base mappers
         * @description Creates the standard users-base mappers of the synchronisation (one per platform field
         *     of `listMapperFields`) and sets its `baseMappers` flag. The portal then reloads the
         *     mappers sub-table and the provider; it offers the action only while `baseMappers` is
         *     false. A 409 means they already exist; other failures show the mapper create error
         *     snackbar.
         */
        post: operations["createBaseMappers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/sync/{syncId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /**
         * Sync history
         * @description Fills the sync history modal of the users tab, newest first unless sorted otherwise.
         *     A failed load is only logged.
         */
        get: operations["listProviderSyncHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/mappers/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Platform fields for mappers
         * @description Fills the platform-field choice of the mapper modal (the `after` of a users-base
         *     mapper). Titles come in the interface language. A failed load is only logged.
         */
        get: operations["listMapperFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/mappers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a mapper
         * @description Saves the mapper modal in update mode. On success the sub-table is refreshed; a 400
         *     marks the fields of `errorList`, a 409 a name already in use; other failures show the
         *     mapper update error snackbar.
         */
        put: operations["updateMapper"];
        post?: never;
        /**
         * Delete a mapper
         * @description Deletes a mapper after confirmation and refreshes the sub-table; a failure shows the
         *     mapper delete error snackbar.
         */
        delete: operations["deleteMapper"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/providers/mappers/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable a mapper
         * @description The enable toggle of the mappers sub-table, after confirmation. The portal sends the
         *     opposite of the current value and refreshes the sub-table; a failure shows the mapper
         *     update error snackbar.
         */
        put: operations["setMapperEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Fills the documents table of the libraries, with its filters search, locale and type;
         *     newest first unless sorted otherwise. A failed load is only logged.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Create a document
         * @description Saves the document modal in create mode (one tab per locale plus a preview). On
         *     success the table is refreshed; a 400 marks the fields of `errorList` (including
         *     `locales: [errorLocaleRequired]` when no locale entry was filled in), a 409 a code
         *     already in use; other failures show the document create error snackbar.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a document
         * @description Loads the document modal in update mode, with the text of every locale. A 404 closes
         *     the modal and refreshes the table.
         */
        get: operations["getDocument"];
        /**
         * Update a document
         * @description Saves the document modal in update mode. On success the table is refreshed; a 400
         *     marks the fields of `errorList` (`locales: [errorLocaleRequired]` when every locale
         *     entry was removed), a 409 a code already in use; other failures show the document
         *     update error snackbar.
         */
        put: operations["updateDocument"];
        post?: never;
        /**
         * Delete a document
         * @description Deletes a document after confirmation and refreshes the table; a failure shows the
         *     document delete error snackbar.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/documents/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable a document
         * @description The enable toggle of the documents table, after confirmation. The portal sends the
         *     opposite of the current value and refreshes the table; a failure shows the document
         *     update error snackbar.
         */
        put: operations["setDocumentEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List banners
         * @description Fills the banners table of the libraries, newest first unless sorted otherwise. The
         *     edit modal opens on a row of this answer (there is no call for one banner). A failed
         *     load is only logged.
         */
        get: operations["listBanners"];
        put?: never;
        /**
         * Create a banner
         * @description Saves the banner modal in create mode. On success the table is refreshed; a 400 marks
         *     the fields of `errorList`, a 409 a code already in use; other failures show the banner
         *     create error snackbar.
         */
        post: operations["createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a banner
         * @description Saves the banner modal in update mode. On success the table is refreshed; a 400 marks
         *     the fields of `errorList`, a 409 a code already in use; other failures show the banner
         *     update error snackbar.
         */
        put: operations["updateBanner"];
        post?: never;
        /**
         * Delete a banner
         * @description Deletes a banner after confirmation and refreshes the table; a failure shows the
         *     banner delete error snackbar.
         */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/banners/{id}/visible": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Show or hide a banner
         * @description The visibility toggle of the banners table, after confirmation. The portal sends the
         *     opposite of the current value and refreshes the table; a failure shows the banner
         *     update error snackbar.
         */
        put: operations["setBannerVisible"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List languages
         * @description Fills the languages table of the libraries, sorted by name unless sorted otherwise.
         *     The edit modal opens on a row of this answer. A failed load is only logged.
         */
        get: operations["listLanguages"];
        put?: never;
        /**
         * Create a language
         * @description Saves the language modal in create mode. On success the table is refreshed; a 400
         *     marks the fields of `errorList`, a 409 a code already in use; other failures show the
         *     locale create error snackbar.
         */
        post: operations["createLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/locales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a language
         * @description Saves the language modal in update mode. On success the table is refreshed; a 400
         *     marks the fields of `errorList`, a 409 a code already in use; other failures show the
         *     locale update error snackbar.
         */
        put: operations["updateLanguage"];
        post?: never;
        /**
         * Delete a language
         * @description Deletes a language after confirmation and refreshes the table; a failure shows the
         *     locale delete error snackbar.
         */
        delete: operations["deleteLanguage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/locales/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Enable or disable a language
         * @description The enable toggle of the languages table, after confirmation. The portal sends the
         *     opposite of the current value and refreshes the table; a failure shows the locale
         *     update error snackbar.
         */
        put: operations["setLanguageEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Integration log
         * @description The Integration monitoring (log) table. Filters: `createdFrom`/`createdTo` and
         *     `updatedFrom`/`updatedTo` (moments, inclusive; the portal sends the start and the end
         *     of the picked days in UTC), `key` (the entity) and `status`. Sorted by `updatedAt`
         *     descending unless the administrator picks another column. A failure is only logged and
         *     the table stays empty; a 400 marks the filter fields.
         */
        get: operations["listIntegrationRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-monitoring/keys/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entities of the key filter
         * @description Feeds the key (entity) picker of the Integration monitoring screen: the synchronisable
         *     entities whose code or translated name matches `searchValue` (all of them without it).
         *     Keys are codes, not UUIDs, so the look-up takes no `ids`. A failure is only logged and
         *     the picker stays empty.
         */
        get: operations["searchIntegrationKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-monitoring/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the request of an exchange
         * @description The download button of the request column of the Integration monitoring table: the whole
         *     request payload of the exchange, as a file. Payloads are mostly JSON but not always
         *     (some applications exchange XML), so the file is served as `application/octet-stream`
         *     and the file name carries the right extension. The portal saves the file; a failure
         *     (including a 404 for an exchange without a recorded request) shows the `downloadError`
         *     snackbar.
         */
        get: operations["downloadIntegrationRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-monitoring/responses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the response of an exchange
         * @description The download button of the response column of the Integration monitoring table: the whole
         *     response payload of the exchange, as a file. Payloads are mostly JSON but not always
         *     (some applications exchange XML), so the file is served as `application/octet-stream`
         *     and the file name carries the right extension. The portal saves the file; a failure
         *     (including a 404 for an exchange without a recorded response) shows the `downloadError`
         *     snackbar.
         */
        get: operations["downloadIntegrationResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-synchronization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Integration synchronisation
         * @description The Integration synchronization table: one row per synchronisable entity, with an
         *     enable toggle and a start button for a full synchronisation. A failure is only logged
         *     and the table stays empty.
         */
        get: operations["listIntegrationSyncs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-synchronization/{id}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch an entity's synchronisation on or off
         * @description The toggle of a row of the Integration synchronization table, after confirmation. The
         *     portal sends the opposite of the current value and reloads the table on success; a
         *     failure shows the integration sync update error snackbar.
         */
        put: operations["setIntegrationSyncEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/platform/setting/integration-synchronization/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a full synchronisation
         * @description The start button of a row of the Integration synchronization table: sends every record
         *     of the entity to the other applications. The run continues in the background; the row's
         *     status becomes `process` and changes again only when the table is reloaded. A 409 means
         *     a synchronisation of the entity is already running (`error: syncInProgress`), and the
         *     portal shows that error; other failures show the integration sync start error snackbar.
         */
        post: operations["startIntegrationSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The copyright line of the footer. */
        ProjectCopyright: {
            /**
             * @description The copyright text of the footer.
             * @example © 2026 ООО «Технологии доступа»
             */
            text: string;
            /**
             * @description Project title appended to the menu title in the browser tab ("Профиль — Платформа
             *     доступа"). Null: the tab shows the menu title alone.
             */
            title: string | null;
        };
        /** @description A link with its visible text. */
        ProjectLink: {
            /** Format: uri */
            url: string;
            /** @description The link's visible text. */
            text: string;
        };
        /** @description One technical link of the footer. */
        ProjectTechnicalLink: {
            /** @description Caption above the link ("Техническая поддержка"). */
            title: string;
            /**
             * Format: uri
             * @description Target; `tel:` and `mailto:` URIs open the dialler or the mail client.
             */
            url: string;
            /** @description The link's visible text. */
            text: string;
            /** @description Also shown in the mobile footer (width below 768); false keeps it to the desktop footer. */
            mobile: boolean;
        };
        /**
         * Format: uuid
         * @description Identifier of an entity.
         * @example 3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71
         */
        Uuid: string;
        /**
         * @description The footer's terms link. The footer shows it only when `title`, `link` and `footerVisible`
         *     are all set, so `title` and `link` may be null while the agreement is being prepared.
         */
        ProjectTermsInfo: {
            id: components["schemas"]["Uuid"];
            title: string | null;
            /**
             * Format: uri-reference
             * @description The document's page, usually `/platform/law/{code}` of the legal-documents page.
             */
            link: string | null;
            footerVisible: boolean;
        };
        /** @description The legal links of the footer. */
        ProjectLawInfo: {
            /** @description Link to the legal information page; null hides it. */
            legalInfo: components["schemas"]["ProjectLink"] | null;
            /** @description The terms-of-use document of the footer; null when the domain has none. */
            termsInfo: components["schemas"]["ProjectTermsInfo"] | null;
        };
        /**
         * @description An interface language code.
         * @example ru
         */
        Locale: string;
        /** @description A banner of the sign-in layout (a visible entry of the banners library). */
        ProjectAuthBanner: {
            /** @description Banner code, generated by the library. */
            code: string;
            title: string;
            text: string;
            /**
             * Format: uri
             * @description Where the banner leads; null for a banner without a link.
             */
            link: string | null;
        };
        /**
         * @description The cookie-consent notice. It is accepted once: the portal keeps the acceptance locally and,
         *     with a session, in the user settings (`cookie`).
         */
        ProjectCookieNotice: {
            text: string;
            /** @description Text of the link to the cookie policy; null when there is no link. */
            linkName: string | null;
            /**
             * Format: uri-reference
             * @description The cookie policy document.
             */
            link: string | null;
        };
        /** @description What the sign-in layout shows in one locale. */
        ProjectLocaleOptions: {
            /** @description Banners of the sign-in layout, in display order; only visible banners are sent. Empty when none. */
            authBanners: components["schemas"]["ProjectAuthBanner"][];
            /** @description The cookie-consent notice; null when the domain has the notice switched off. */
            cookie: components["schemas"]["ProjectCookieNotice"] | null;
        };
        /** @description Interface switches of the project. */
        ProjectUiSettings: {
            /** @description The person may collapse and expand the navigation (kept as the `navMini` user setting). */
            editNavMini: boolean;
            /** @description The layouts show the header. */
            headerVisible: boolean;
            /** @description The collapsed navigation shows captions under its icons. */
            navMiniTitle: boolean;
            /** @description The interface names people by their full name (`fio`) instead of first and last name. */
            useUserFio: boolean;
            /** @description Personal-account notifications are on; the header shows the bell. */
            localNotifies: boolean;
            /** @description Access requests are on; the limited-access notice links to them. */
            accessRequests: boolean;
        };
        /** @description An interface language offered on the domain. */
        ProjectLocale: {
            code: components["schemas"]["Locale"];
            /** @description The language's own name, as the switcher shows it ("Русский", "English"). */
            name: string;
        };
        /**
         * @description Logo addresses under the style base (`/style/{styleCode}/logo`, the image of
         *     `getStyleAsset`). The portal builds every style address itself, in one place, and reads
         *     `miniLogo` only for whether the style has one; the sign-in backgrounds are addressed by the
         *     project `code` the same way (`background`, `backgroundHelp`).
         */
        ProjectLogos: {
            /**
             * Format: uri-reference
             * @description The header logo.
             */
            logo: string;
            /**
             * Format: uri-reference
             * @description The logo of the mobile layout (width below 768); null when the style has none, and the portal uses `logo`.
             */
            miniLogo: string | null;
        };
        /**
         * @description What the portal needs to draw its layouts for the domain it is served on: texts and links of
         *     the header and footer, banners and cookie notice of the sign-in layout, interface switches,
         *     the languages offered and the logos. Texts that are not keyed by locale come in the locale
         *     of the `Accept-Language` header; `options` carries every locale so the sign-in layout can
         *     switch language without asking again.
         */
        ProjectInfo: {
            /** @description Project code. The Auth layout picks its background by it (`/style/{code}/background`, `backgroundHelp` on the help service), and the metrics hit reports it. */
            code: string;
            /** @description Style the domain uses; its logos are `/style/{styleCode}/logo` and `miniLogo` (`getStyleAsset`). */
            styleCode: string;
            copyright: components["schemas"]["ProjectCopyright"];
            /**
             * Format: uri
             * @description Target of the footer's help link ('public docs'); null hides the link.
             */
            helpUrl: string | null;
            /** @description The project's public site, shown in the footer; null when the domain has none. */
            siteUrl: components["schemas"]["ProjectLink"] | null;
            /**
             * Format: uri
             * @description The developer's site, linked from the footer; null hides the link.
             */
            devUrl: string | null;
            /**
             * Format: uri
             * @description Where the copyright text links to; null shows the text without a link.
             */
            copyrightUrl: string | null;
            /** @description Technical links of the footer (support line, status page…), in display order. Empty when none. */
            technicalLinks: components["schemas"]["ProjectTechnicalLink"][];
            lawInfo: components["schemas"]["ProjectLawInfo"];
            /** @description Sign-in banners and cookie notice per interface locale, keyed by locale code. */
            options: {
                [key: string]: components["schemas"]["ProjectLocaleOptions"];
            };
            uiSettings: components["schemas"]["ProjectUiSettings"];
            /**
             * @description Interface languages of the domain, in order. The header shows the language switcher only
             *     when there are two or more; the first one is the fallback when neither the user setting,
             *     the stored locale nor the browser language matches.
             */
            locales: components["schemas"]["ProjectLocale"][];
            logos: components["schemas"]["ProjectLogos"];
        };
        /**
         * @description A message key the portal translates (it looks field errors up under `profile.errors.{code}`).
         *     Servers send codes, never sentences.
         *     - `errorEmpty`: required field / field cannot be empty
         *     - `errorMatch`: the repeated value differs
         *     - `errorEmail`, `errorPhone`, `errorUrl`, `errorDomain`, `errorIp`: malformed value
         *     - `errorPhoneExists`: phone already registered; `errorUnique`: value already used
         *     - `errorPassword`: the password does not meet the security requirements
         *     - `errorPasswordActual`: the current password is wrong
         *     - `errorCode`, `errorCodeExpired`, `errorCodeAttempts`: one-time code incorrect, expired, attempts exceeded
         *     - `errorTerms`: a required agreement is not accepted
         *     - `errorInn`, `errorKpp`, `errorOgrn`, `errorOkpo`: invalid company requisites
         *     - `errorSymbols`: forbidden symbols; `errorLatin`: Latin letters only; `errorLatinRequired`: must contain Latin letters
         *     - `errorMask`: letters, digits, `_` and `-` only, at most 64
         *     - `errorMinLength`, `errorMaxLength`, `errorMin`, `errorMax`: out of bounds
         *     - `errorDate`: date out of range; `errorDateOrder`: the end comes before the start
         *     - `errorFileType`: file type not accepted
         *     - `errorCodeAlive`: code lifetime must exceed the resend delay
         *     - `errorRetention`: below the minimum log retention
         *     - `errorLocaleRequired`: at least one locale entry is needed
         *     - `errorReadOnly`: the value is read-only and was not saved
         *     - `alreadyExist`: the link already exists (for example a contractor already linked)
         *     - `errorInvalid`: any other invalid value
         * @enum {string}
         */
        MessageCode: "errorEmpty" | "errorMatch" | "errorEmail" | "errorPhone" | "errorPhoneExists" | "errorUrl" | "errorDomain" | "errorIp" | "errorUnique" | "errorPassword" | "errorPasswordActual" | "errorCode" | "errorCodeExpired" | "errorCodeAttempts" | "errorTerms" | "errorInn" | "errorKpp" | "errorOgrn" | "errorOkpo" | "errorSymbols" | "errorLatin" | "errorLatinRequired" | "errorMask" | "errorMinLength" | "errorMaxLength" | "errorMin" | "errorMax" | "errorDate" | "errorDateOrder" | "errorFileType" | "errorCodeAlive" | "errorRetention" | "errorLocaleRequired" | "errorReadOnly" | "alreadyExist" | "errorInvalid";
        /**
         * @description Errors per form field, keyed by the field name the request used.
         * @example {
         *       "email": [
         *         "errorEmail"
         *       ],
         *       "repeatPassword": [
         *         "errorMatch"
         *       ]
         *     }
         */
        FieldErrors: {
            [key: string]: components["schemas"]["MessageCode"][];
        };
        /** @description An agreement offered on a form (registration, sign-in, password, invitation). */
        TermsEntry: {
            /**
             * @description Code of the agreement document.
             * @example personal-data
             */
            type: string;
            /** @description Title shown beside the checkbox. */
            title: string;
            /** @description Text of the link to the document. */
            linkName?: string | null;
            /**
             * Format: uri-reference
             * @description Where the document can be read.
             */
            link?: string | null;
            /** @description The agreement must be accepted to go on. */
            loginRequired: boolean;
        };
        /**
         * @description State of a registration, new-password, first-entry-password or invitation link.
         *     `sessionConflict`: another account is signed in in this browser.
         * @enum {string}
         */
        LinkState: "active" | "expired" | "used" | "canceled" | "sessionConflict";
        /** @description A setting value that must be unique and is not. */
        UniqueError: {
            /** @description Code of the setting or field. */
            code: string;
            title?: string;
            /** @description The values that occur more than once. */
            values: string[];
        };
        /**
         * @description Why a change of state was refused (409):
         *     - `hasUsers`: people sign in with the scheme
         *     - `tooFewSchemes`: fewer than 2 schemes would remain
         *     - `baseScheme`: it is the base scheme
         *     - `lastDomain`: it is the only domain
         *     - `inUse`: other entries still refer to it
         *     - `hasValues`: the field already holds values; send again with `force` to change its type
         *     - `systemic`: it is part of the platform and cannot be changed or deleted
         *     - `alreadyAnswered`: the request or invitation is no longer open
         * @enum {string}
         */
        ConflictReason: "hasUsers" | "tooFewSchemes" | "baseScheme" | "lastDomain" | "inUse" | "hasValues" | "systemic" | "alreadyAnswered";
        /**
         * @description The one error body of the platform. Every member is optional; each call documents the
         *     members it uses.
         */
        ErrorBody: {
            /** @description Diagnostic text for logs. Never shown to people; the portal shows keyed messages. */
            message?: string;
            errorList?: components["schemas"]["FieldErrors"];
            /** @description Agreements the person must accept before the call can succeed. */
            termsRequired?: components["schemas"]["TermsEntry"][];
            /** @description The link or invitation was cancelled. */
            canceledError?: boolean;
            /** @description The link cannot be used from here (technical access error). */
            accessError?: boolean;
            /** @description The link, code or confirmation time has expired. */
            expired?: boolean;
            linkStatus?: components["schemas"]["LinkState"];
            /** @description Settings whose values are not unique; the admin screen opens a modal listing them. */
            uniqueErrors?: components["schemas"]["UniqueError"][];
            /**
             * @description Why a provider connection check failed.
             * @enum {string}
             */
            providerError?: "connectionError" | "accessError";
            /** @description Methods (rights) the provider account lacks. */
            requiredRights?: string[];
            /**
             * @description Why a synchronisation could not start.
             * @enum {string}
             */
            error?: "syncInProgress" | "mappersNotConfigured" | "providerDisabled";
            reason?: components["schemas"]["ConflictReason"];
        };
        /**
         * @description Which navigation menu `getMenu` answers; `platform` is the portal's own navigation.
         * @enum {string}
         */
        UiMenuType: "platform";
        /**
         * @description An entry of a navigation menu or of the service switch. Titles come in the locale of the
         *     `Accept-Language` header (the portal asks again after a language switch). The router adds a
         *     route for each entry whose `serviceUrl` is a portal path.
         */
        UiMenuEntry: {
            /** @description Code of the application the entry opens (`platform` for the portal's own screens). */
            applicationKey: string;
            /**
             * Format: uri-reference
             * @description Where the entry leads: an absolute URL of another service, or a path of the portal
             *     (`/platform/profile`). Null for a group entry that only holds `children`.
             */
            serviceUrl: string | null;
            /** @description The entry's caption; also the first part of the page title. */
            title: string;
            /** @description A line under the title on the service switch; null in navigation menus. */
            description: string | null;
            /** @description Icon name of the UI kit, or null for an entry without an icon. */
            icon: string | null;
            /**
             * @description Shown in the menu. Hidden entries still get routes. After sign-in the portal counts
             *     visible service entries to choose the landing page.
             */
            visible: boolean;
            /** @description Nested entries of a group; absent for a leaf. */
            children?: components["schemas"]["UiMenuEntry"][];
        };
        /** @description A navigation menu. */
        UiMenu: {
            menu: components["schemas"]["UiMenuEntry"][];
        };
        /** @description The service switch. Hidden by the portal when it has fewer than 2 entries. */
        ServicesMenu: {
            services: components["schemas"]["UiMenuEntry"][];
        };
        /** @description What the signed-in person may see beyond the profile. */
        AccessFlags: {
            /** @description May read the monitoring status indicator. */
            monitoringNotifyAccess: boolean;
            /** @description May read the diagnostics status indicator. */
            diagnosticsNotifyAccess: boolean;
            /** @description May read the applications update status indicator. */
            diagnosticsApplicationsNotifyAccess: boolean;
            /** @description Is a master user; the access-requests list uses the master endpoints. */
            masterAccountAccess: boolean;
            /** @description May open the users administration. */
            usersAccess: boolean;
        };
        /** @description Platform settings the shell applies for the signed-in person. */
        PlatformConfigureSettings: {
            /** @description Setting headerVisible; the layouts show the header. */
            headerVisible: boolean;
            /** @description Setting uiNavMini; the navigation starts collapsed unless the person chose otherwise (`navMini`). */
            uiNavMini: boolean;
            /** @description Setting sendAccessNotify; access decisions are mailed to the requester, which the approval dialogs mention. */
            sendAccessNotify: boolean;
        };
        /** @description The signed-in person's access flags and the platform settings of the shell. */
        PlatformConfigure: {
            accesses: components["schemas"]["AccessFlags"];
            settings: components["schemas"]["PlatformConfigureSettings"];
        };
        /** @description The public card of a service (application), as the help-service page and the back link show it. */
        ServiceApplication: {
            /** @description Application code (Latin letters). */
            code: string;
            /** @description The service name in the locale of `Accept-Language` (`name` or `nameEn` of the application). */
            name: string;
            description: string | null;
            /**
             * Format: uri
             * @description The service's address; null for a service without its own front end.
             */
            url: string | null;
            /**
             * Format: uri
             * @description The service's help; null when it has none.
             */
            helpUrl: string | null;
            /**
             * Format: uri
             * @description The public API description of the service; null when not published.
             */
            publicSwaggerUrl: string | null;
            /** @description Installed version; null when the service does not report one. */
            version: string | null;
        };
        /** @description Password rules from the settings; the forms package checks passwords against them. */
        PasswordPolicy: {
            minLength: number;
            maxLength: number;
            /** @description At least one lowercase Latin letter. */
            lowercase: boolean;
            /** @description At least one uppercase Latin letter. */
            uppercase: boolean;
            /** @description At least one digit. */
            numbers: boolean;
            /** @description At least one of `allowedSymbols`. */
            symbols: boolean;
            /**
             * @description The symbols that count as symbols (setting passwordSymbols).
             * @example !@#$%^&*()-_=+[]{};:,.?/
             */
            allowedSymbols: string;
            /** @description A custom regular expression the whole password must match. */
            pattern: string | null;
            /** @description Length of generated passwords. */
            generateLength: number;
        };
        /** @description How a profile field behaves on the visitor forms (registration, invitation). */
        PublicFieldRule: {
            /** @description The form shows the field. */
            visible: boolean;
            /** @description The field must be filled (`errorEmpty` otherwise). Always false when `visible` is false. */
            required: boolean;
        };
        /** @description Settings the visitor forms need before anyone signs in. */
        PublicSettings: {
            passwordPolicy: components["schemas"]["PasswordPolicy"];
            /**
             * @description Visibility and obligation of profile fields on the visitor forms, keyed by field code
             *     (`firstName`, `lastName`, `middleName`, `fio`, `mobile`, …). A field not listed is hidden.
             */
            fields: {
                [key: string]: components["schemas"]["PublicFieldRule"];
            };
            /**
             * @description Digits of a verification code; the code input verifies as soon as this many are entered.
             * @constant
             */
            codeLength: 4;
            /** @description Agreements the registration form offers; `loginRequired` ones must be accepted. */
            terms: components["schemas"]["TermsEntry"][];
        };
        /** @description The signed-in person's interface preferences (the user settings). */
        UserUiSettings: {
            /**
             * @description Chosen interface language. Null until the person picks one; the portal then uses the
             *     stored locale, the browser language or the project's first locale.
             */
            lang: components["schemas"]["Locale"] | null;
            /** @description Rows per page of the tables; null until the person picks one (tables then use 20). */
            pagination: number | null;
            /** @description The navigation is collapsed. */
            navMini: boolean;
            /** @description The cookie notice was accepted; the portal does not show it again. */
            cookie: boolean;
        };
        /** @description Any subset of the user settings; members not sent keep their values. */
        UserUiSettingsPatch: {
            lang?: components["schemas"]["Locale"];
            pagination?: number;
            navMini?: boolean;
            /** @description Sent as true when the person accepts the cookie notice. */
            cookie?: boolean;
        };
        /** @description A country of the phone input's country picker. */
        CountryCode: {
            /** @description ISO 3166-1 alpha-2 code. */
            code: string;
            /** @description The international dialling prefix. */
            dialCode: string;
            /** @description Country name in the locale of `Accept-Language`. */
            name: string;
            /**
             * @description Input mask of the national number, `#` standing for a digit; null when the country has no
             *     fixed format (the input then takes up to 15 digits).
             */
            mask: string | null;
        };
        /** @description Every country of the phone input, in display order (the project's own country first). */
        CountryCodeList: {
            countries: components["schemas"]["CountryCode"][];
        };
        /**
         * @description Width by height in CSS pixels.
         * @example 1920x1080
         */
        DisplaySize: string;
        /**
         * @description Browser zoom as a ratio (`window.devicePixelRatio`; 1 is 100 %).
         * @example 1.25
         */
        DisplayZoom: number;
        /** @description The screen of the device the portal runs on. */
        DeviceDisplayReport: {
            displaySize: components["schemas"]["DisplaySize"];
            displayWindowSize: components["schemas"]["DisplaySize"];
            displayZoom: components["schemas"]["DisplayZoom"];
        };
        /** @description One page view, reported to the statistics service. */
        MetricsHit: {
            /** @description The project code (`ProjectInfo.code`), so views are counted per project. */
            code: string;
            /**
             * Format: uri
             * @description The page address, without the query string.
             */
            url: string;
            /** @description The page title as the browser tab shows it. */
            title: string;
            displaySize: components["schemas"]["DisplaySize"];
            displayZoom: components["schemas"]["DisplayZoom"];
            displayWindowSize: components["schemas"]["DisplaySize"];
        };
        /**
         * @description Markup of a document's content; the portal renders both through a sanitiser.
         * @enum {string}
         */
        DocumentFormat: "md" | "html";
        /** @description One locale of a legal document. */
        DocumentViewEntry: {
            locale: components["schemas"]["Locale"];
            /** @description The document title in this locale. */
            name: string;
            /** @description The document text in `format` markup. Untrusted; the portal sanitises it before showing it. */
            content: string;
            format: components["schemas"]["DocumentFormat"];
        };
        /** @description A legal document in every locale it has; the legal-documents page shows the current locale's entry, or the first one. */
        DocumentView: {
            documents: components["schemas"]["DocumentViewEntry"][];
        };
        /**
         * @description An image of a style: `logo` (header), `miniLogo` (mobile header), `background` (sign-in
         *     layout), `backgroundHelp` (sign-in layout on the help-service route).
         * @enum {string}
         */
        StyleAsset: "logo" | "miniLogo" | "background" | "backgroundHelp";
        /**
         * @description Which identifier the person entered; chosen by the `id` query parameter of the sign-in page.
         * @enum {string}
         */
        IdAttribute: "login" | "email" | "mobile";
        /**
         * @description A phone number in E.164 form.
         * @example +79161234567
         */
        Phone: string;
        /**
         * @description A sign-in factor.
         * @enum {string}
         */
        AuthFlow: "credentials" | "email_code" | "sms_code";
        /** @description The sign-in flows offered to this identifier; the first one becomes current. */
        AuthConfig: {
            flows: components["schemas"]["AuthFlow"][];
            /** @description Seconds until a new code may be requested, when one was sent recently. */
            resendIn: number | null;
        };
        /** @description The person's answer to one agreement. */
        TermsAgreement: {
            /** @description Code of the agreement document (`TermsEntry.type`). */
            type: string;
            agree: boolean;
        };
        /**
         * @description The sign-in form. Exactly the identifier named by the path's `idAttribute` is sent
         *     (`login`, `email` or `mobile`); `password` goes with the credentials flow, `code` with the
         *     code flows. `termsAgree` answers a 403 that asked for agreements.
         */
        LoginRequest: {
            flow: components["schemas"]["AuthFlow"];
            login?: string;
            /** Format: email */
            email?: string;
            mobile?: components["schemas"]["Phone"];
            /** @description Login of a directory account, when it differs from the entered identifier. */
            username?: string;
            password?: string;
            /** @description The one-time code of the email_code and sms_code flows. */
            code?: string;
            /**
             * @description Keep the session after the browser closes.
             * @default false
             */
            rememberMe?: boolean;
            termsAgree?: components["schemas"]["TermsAgreement"][];
        };
        /** @description Asks for a one-time code for the email_code or sms_code flow. */
        SendLoginCodeRequest: {
            /** @enum {string} */
            flow: "email_code" | "sms_code";
            login?: string;
            /** Format: email */
            email?: string;
            mobile?: components["schemas"]["Phone"];
        };
        /** @description A code was sent. */
        CodeSent: {
            /** @description Seconds until another code may be requested; the code input shows a timer. */
            resendIn: number;
        };
        /** @description A part of a person's name, or the full name. */
        PersonNamePart: string;
        /**
         * @description Registration, first step. The platform mails a link to `email` that opens the second step.
         *     Which name fields the form shows and requires comes from the public settings (`fields`):
         *     either first, last and middle name, or the full name `fio`; a required one that is missing
         *     gets `errorEmpty`.
         */
        RegistrationLinkRequest: {
            firstName?: components["schemas"]["PersonNamePart"];
            lastName?: components["schemas"]["PersonNamePart"];
            middleName?: components["schemas"]["PersonNamePart"];
            fio?: components["schemas"]["PersonNamePart"];
            /** @description Answers to the agreements of the form (public settings `terms`). */
            termsAgree?: components["schemas"]["TermsAgreement"][];
            /** Format: email */
            email: string;
        };
        /**
         * @description Answer of a link status call while the link can be used. The other states arrive as
         *     errors (see `openapi/README.md`, Link status).
         */
        LinkStatus: {
            status: components["schemas"]["LinkState"];
            /**
             * Format: email
             * @description The address the link was sent to.
             */
            email?: string | null;
            /**
             * Format: date-time
             * @description When the link stops working.
             */
            expiresAt?: string | null;
        };
        /**
         * @description The hash of a registration, password or invitation link: the `{id}` of the page's route,
         *     sent back as `secret` (registration) or `hash` (invitation).
         * @example 9b2e4f7a-1c3d-4e5f-8a6b-7c8d9e0f1a2b
         */
        LinkHash: string;
        /** @description Asks for an SMS code to confirm the mobile number of a registration. */
        RegistrationCodeRequest: {
            mobile: components["schemas"]["Phone"];
            secret: components["schemas"]["LinkHash"];
        };
        /** @description An SMS code was sent to the mobile number. */
        MobileCodeSent: {
            /**
             * Format: date-time
             * @description When the code expires. The code input counts down to it each second as minutes:seconds;
             *     at zero it shows the expired state and offers a new code.
             */
            endTime: string;
        };
        /**
         * @description The 4-digit code sent by SMS; the portal verifies it as soon as 4 digits are entered.
         * @example 4821
         */
        MobileVerificationCode: string;
        /** @description Checks the SMS code of a registration. */
        RegistrationVerifyRequest: {
            mobile: components["schemas"]["Phone"];
            secret: components["schemas"]["LinkHash"];
            code: components["schemas"]["MobileVerificationCode"];
        };
        /**
         * @description A new password. The password policy of the public settings decides the rest; a password
         *     that breaks it gets `errorPassword`.
         * @example Sandbox-2026!
         */
        NewPasswordValue: string;
        /**
         * @description The new password again; a different value gets `errorMatch`.
         * @example Sandbox-2026!
         */
        RepeatPasswordValue: string;
        /** @description Registration, second step, sent once the mobile number is verified. */
        RegistrationCompleteRequest: {
            password: components["schemas"]["NewPasswordValue"];
            repeatPassword: components["schemas"]["RepeatPasswordValue"];
            mobile: components["schemas"]["Phone"];
            code: components["schemas"]["MobileVerificationCode"];
            /** @description Answers to agreements still to accept (those of a 403 `termsRequired`, or of the form). */
            termsAgree?: components["schemas"]["TermsAgreement"][];
            secret: components["schemas"]["LinkHash"];
        };
        /** @description The account was created. */
        SignUpResult: {
            /**
             * @description True when the platform signed the person in (the session cookie comes with the answer):
             *     the portal loads the profile and applies the post-login redirect. False when the
             *     platform does not sign in new accounts: the portal sends the person to sign-in.
             */
            signedIn: boolean;
        };
        /** @description The forgot-password form. The platform mails a new-password link to the address. */
        PasswordLinkRequest: {
            /** Format: email */
            email: string;
        };
        /**
         * @description The new-password and first-entry-password forms (routes NewPassword and SetPassword), sent
         *     to the link of the route's `{id}`.
         */
        NewPasswordRequest: {
            password: components["schemas"]["NewPasswordValue"];
            repeatPassword: components["schemas"]["RepeatPasswordValue"];
            /** @description Answers to agreements the platform asked for (a 403 `termsRequired` of the status or of this call). */
            termsAgree?: components["schemas"]["TermsAgreement"][];
        };
        /**
         * @description An invitation link that can be used, and what the invitation form pre-fills. The other link
         *     states arrive as errors (see `openapi/README.md`, Link status).
         */
        InvitationLinkStatus: {
            status: components["schemas"]["LinkState"];
            /**
             * Format: email
             * @description The invited address; the form shows it read-only and the account is created with it.
             */
            email: string;
            /**
             * Format: date-time
             * @description When the invitation stops working (end of its activity period); null if it never expires.
             */
            expiresAt: string | null;
            /** @description First name pre-filled in the form; null when the inviter did not give it. */
            first_name: string | null;
            /** @description Last name pre-filled in the form; null when unknown. */
            last_name: string | null;
            /** @description Middle name pre-filled in the form; null when unknown. */
            middle_name: string | null;
            /** @description Title of the inviting company, shown in the page heading; null when the invitation has no company. */
            organizationTitle: string | null;
        };
        /** @description Asks for an SMS code to confirm the mobile number on the invitation page. */
        InvitationCodeRequest: {
            mobile: components["schemas"]["Phone"];
            hash: components["schemas"]["LinkHash"];
        };
        /** @description Checks the SMS code on the invitation page. */
        InvitationVerifyRequest: {
            mobile: components["schemas"]["Phone"];
            hash: components["schemas"]["LinkHash"];
            code: components["schemas"]["MobileVerificationCode"];
        };
        /**
         * @description The invitation form, sent once the mobile number is verified. Which name fields are required
         *     comes from the public settings (`fields`); a required one that is missing gets `errorEmpty`.
         */
        InvitationAcceptRequest: {
            first_name?: components["schemas"]["PersonNamePart"];
            last_name?: components["schemas"]["PersonNamePart"];
            middle_name?: components["schemas"]["PersonNamePart"];
            /** @description Answers to the agreements of the form. */
            termsAgree?: components["schemas"]["TermsAgreement"][];
            password: components["schemas"]["NewPasswordValue"];
            repeatPassword: components["schemas"]["RepeatPasswordValue"];
            mobile: components["schemas"]["Phone"];
            code: components["schemas"]["MobileVerificationCode"];
            hash: components["schemas"]["LinkHash"];
        };
        /**
         * @description The part of `mainInfo` the shell needs: the header's avatar menu (fio, avatar), the
         *     locale choice and the profile menu. The full, editable `mainInfo` is in `ProfileDetails`.
         */
        ProfileMainSummary: {
            /**
             * @description The person's user id. Not listed in the documents' `mainInfo`; the shell keys its
             *     caches by it and the contacts screens compare it with `Contact.userId`.
             */
            id: components["schemas"]["Uuid"];
            /** @description Full name as the platform composes it (last, first, middle); the login when no name is filled in. */
            fio: string;
            /** @description Null when not filled in (the required fields are configurable). */
            firstName: string | null;
            /** @description Null when not filled in. */
            lastName: string | null;
            /** @description Null when the person has none. */
            middleName: string | null;
            /** @description File id of the avatar (fetched with `getAvatar`); null when there is none and the header shows initials. */
            avatar: components["schemas"]["Uuid"] | null;
            /**
             * Format: email
             * @description Main email; null when the account has none.
             */
            email: string | null;
            /** @description Main mobile number; null when the account has none. */
            mobile: components["schemas"]["Phone"] | null;
            /** @description The account's login. */
            login: string;
            locale: components["schemas"]["Locale"];
            /** @description The person may edit the profile; otherwise the profile pages are read-only. */
            isEditable: boolean;
        };
        /**
         * @description Whether the profile is complete. While `requiredFieldsEmpty` is true the portal sends the
         *     person to /profile after sign-in and opens the forced modal of required fields; the modal
         *     closes after a successful save.
         */
        ProfileAccessInfo: {
            /** @description At least one field with `profileRequired` has no value. */
            requiredFieldsEmpty: boolean;
            /**
             * @description Codes of the empty required fields (`ProfileFieldConfig.code`: a `mainInfo` member name
             *     such as `birthDate`, or a dynamic field code). Empty when `requiredFieldsEmpty` is false.
             */
            requiredFieldsEmptyCodes: string[];
        };
        /** @description Which password action the profile menu offers. */
        ProfileAvailableActions: {
            /**
             * @description The account has a password and may change it (the form asks for the current one,
             *     `actual`). False for directory-managed accounts.
             */
            updatePassword: boolean;
            /**
             * @description The account has no password yet (it signs in with codes) and may set one; the form
             *     has no `actual` field.
             */
            setPassword: boolean;
        };
        /**
         * @description An agreement shown on the profile (the domain's agreements with `profileVisible`), with the
         *     person's answer. Read-only here: the answers are given on the sign-in side.
         */
        ProfileTermsEntry: {
            /** @description Code of the agreement document (`TermsEntry.type`). */
            type: string;
            /** @description Title of the agreement. */
            title: string;
            /** @description Text of the link to the document; null when the document has no link text. */
            linkName: string | null;
            /**
             * Format: uri-reference
             * @description Where the document can be read; null when it has no page.
             */
            link: string | null;
            /** @description The person accepted the agreement. */
            agree: boolean;
            /**
             * Format: date-time
             * @description When it was accepted (UTC); null when `agree` is false.
             */
            agreedAt: string | null;
        };
        /**
         * @description The last change of the profile, shown under the personal data ("Изменено 21.11.2026 09:30,
         *     Иванов И. И."). The documents name the member but not its content; these two members are
         *     the design.
         */
        ProfileUpdatedInfo: {
            /**
             * Format: date-time
             * @description When the profile was last changed (UTC); null if it never changed after creation.
             */
            updatedAt: string | null;
            /**
             * @description Who changed it, as people read it: the person's own full name, an administrator's, or
             *     the name of a provider for a synchronisation. Null together with `updatedAt`.
             */
            updatedBy: string | null;
        };
        /**
         * @description What the shell needs at startup and after sign-in: who is signed in, whether required
         *     fields are empty (post-login redirect and forced modal), which password action to offer,
         *     the profile-visible agreements and the last change. The editable profile (contacts,
         *     dynamic fields, all of `mainInfo`) is `ProfileDetails`.
         */
        ProfileSummary: {
            mainInfo: components["schemas"]["ProfileMainSummary"];
            accessInfo: components["schemas"]["ProfileAccessInfo"];
            availableActions: components["schemas"]["ProfileAvailableActions"];
            termsInfo: components["schemas"]["ProfileTermsEntry"][];
            updatedInfo: components["schemas"]["ProfileUpdatedInfo"];
        };
        /**
         * @description A messenger a phone number can be reached through.
         * @enum {string}
         */
        Messenger: "viber" | "whatsapp" | "telegram";
        /**
         * @description Gender of the person, as the profile form offers it.
         * @enum {string}
         */
        Gender: "man" | "woman";
        /**
         * @description The editable members of `mainInfo`. Members sent are changed, members left out are kept;
         *     null clears a value. A directory-managed account cannot change the three name parts (405).
         */
        ProfileMainInfoInput: {
            firstName?: string | null;
            lastName?: string | null;
            middleName?: string | null;
            /**
             * Format: date
             * @description Between 1900-01-01 and today (`errorDate` otherwise).
             */
            birthDate?: string | null;
            /**
             * @description Null removes the avatar. A new avatar is set by `uploadAvatar`, which answers its file
             *     id; sending that id here is accepted and changes nothing.
             */
            avatar?: components["schemas"]["Uuid"] | null;
            /**
             * Format: email
             * @description A changed main email is unconfirmed (`emailVerify` false) until confirmed.
             */
            email?: string | null;
            /** @description A changed main mobile is unconfirmed (`mobileVerify` false) until confirmed. */
            mobile?: components["schemas"]["Phone"] | null;
            mobileMessengers?: components["schemas"]["Messenger"][];
            gender?: components["schemas"]["Gender"] | null;
            locale?: components["schemas"]["Locale"];
            comment?: string | null;
        };
        /** @description A personal phone of the contacts block. */
        ProfilePhoneContact: {
            value: components["schemas"]["Phone"];
            /** @description The preferred phone of the list; at most one entry is main. */
            main: boolean;
            /** @description Extension, up to 5 digits (the input mask is 5 digits); null when none. */
            additional: string | null;
            /** @description Messengers the number can be reached through; empty when none. */
            messengers: components["schemas"]["Messenger"][];
            /**
             * @description Identifier of the entry. The portal generates it (a UUID) for a new entry and the
             *     platform keeps it, so a save can tell a changed entry from a new one.
             */
            clientId: components["schemas"]["Uuid"];
        };
        /** @description A personal email of the contacts block. */
        ProfileEmailContact: {
            /** Format: email */
            value: string;
            /** @description The preferred address of the list; at most one entry is main. */
            main: boolean;
            /** @description Identifier of the entry, generated by the portal for a new entry (see `ProfilePhoneContact.clientId`). */
            clientId: components["schemas"]["Uuid"];
        };
        /**
         * @description The person's personal contacts. An entry is required when the matching field is
         *     `profileRequired` or the main field of `mainInfo` is absent; then at least one entry stays.
         *     Both lists are always present, possibly empty.
         */
        ProfileContactsInfo: {
            mobiles: components["schemas"]["ProfilePhoneContact"][];
            emails: components["schemas"]["ProfileEmailContact"][];
        };
        /**
         * @description Value of a dynamic field: a string (input, textarea, email, phone in E.164, date as
         *     YYYY-MM-DD, the chosen item id of a dropbox, a file id of a picture), a boolean (toggle),
         *     a list of strings (a `multiple` field, or the item ids of a combobox), or null when empty.
         */
        ProfileFieldValue: string | boolean | string[] | null;
        /**
         * @description Dynamic fields keyed by field code (`ProfileFieldConfig.code`). A `multiple` field holds a
         *     list; on save the portal drops empty values from lists.
         */
        ProfileAdditionalInfo: {
            [key: string]: components["schemas"]["ProfileFieldValue"];
        };
        /**
         * @description A save of the personal data page: only the blocks that changed are sent. `contactsInfo`
         *     replaces both contact lists; `additionalInfo` sets the fields it names (null or an empty
         *     list clears one) and keeps the others.
         */
        ProfileUpdate: {
            mainInfo?: components["schemas"]["ProfileMainInfoInput"];
            contactsInfo?: components["schemas"]["ProfileContactsInfo"];
            additionalInfo?: components["schemas"]["ProfileAdditionalInfo"];
        };
        /** @description A user group the person belongs to; groups are assigned by administrators or providers. */
        ProfileGroup: {
            id: components["schemas"]["Uuid"];
            title: string;
        };
        /**
         * @description The personal data block. Member names are the field codes of the `users_main_base` block
         *     of `getProfileConfigure`, so a field's configuration and value meet by code.
         */
        ProfileMainInfo: {
            /** @description Null when not filled in (the required fields are configurable). */
            firstName: string | null;
            /** @description Null when not filled in. */
            lastName: string | null;
            /** @description Null when the person has none. */
            middleName: string | null;
            /**
             * Format: date
             * @description Between 1900-01-01 and today (`errorDate` otherwise); null when not filled in.
             */
            birthDate: string | null;
            /** @description Full name composed by the platform from the three name parts; the login when they are empty. */
            readonly fio: string;
            /** @description File id of the avatar; null when there is none. */
            avatar: components["schemas"]["Uuid"] | null;
            /**
             * Format: email
             * @description Main email; null when the account has none.
             */
            email: string | null;
            /** @description The main email was confirmed. */
            readonly emailVerify: boolean;
            /** @description Main mobile number; null when the account has none. */
            mobile: components["schemas"]["Phone"] | null;
            /** @description The main mobile was confirmed with a code. */
            readonly mobileVerify: boolean;
            /** @description Messengers the main mobile can be reached through; empty when none. */
            mobileMessengers: components["schemas"]["Messenger"][];
            /** @description Null when not filled in. */
            gender: components["schemas"]["Gender"] | null;
            /** @description The account's login; not editable in the profile. */
            readonly login: string;
            /** @description The person's user groups (read only). */
            readonly groups: components["schemas"]["ProfileGroup"][];
            locale: components["schemas"]["Locale"];
            /** @description The person's free-text note; null when empty. */
            comment: string | null;
            /** @description The person may edit the profile; otherwise the page has no edit button. */
            readonly isEditable: boolean;
        };
        /**
         * @description The full, editable profile of the personal data page: all of `mainInfo`, the contacts and
         *     the dynamic fields, plus the same `accessInfo`, `updatedInfo`, `termsInfo` and
         *     `availableActions` as `ProfileSummary`, so the page needs this one call.
         */
        ProfileDetails: {
            mainInfo: components["schemas"]["ProfileMainInfo"];
            contactsInfo: components["schemas"]["ProfileContactsInfo"];
            additionalInfo: components["schemas"]["ProfileAdditionalInfo"];
            accessInfo: components["schemas"]["ProfileAccessInfo"];
            updatedInfo: components["schemas"]["ProfileUpdatedInfo"];
            termsInfo: components["schemas"]["ProfileTermsEntry"][];
            availableActions: components["schemas"]["ProfileAvailableActions"];
        };
        /** @description A tab of the profile page (a dynamic-field tab of type users). */
        ProfileTab: {
            id: components["schemas"]["Uuid"];
            /** @description Tab code; `users_main` is the personal data tab. */
            code: string;
            title: string;
        };
        /** @description A block (dynamic-field subtype) of a profile tab. */
        ProfileBlock: {
            id: components["schemas"]["Uuid"];
            /**
             * @description Block code: `users_main_base` (personal data, the `mainInfo` members),
             *     `users_main_contacts` (the `contactsInfo` lists), or the code of an
             *     administrator-made block of dynamic fields (`additionalInfo`).
             */
            code: string;
            title: string;
            /** @description A built-in block that administrators cannot delete. */
            systemic: boolean;
        };
        /**
         * @description Control of a dynamic field; `picture` has no control.
         * @enum {string}
         */
        FieldType: "input" | "dropbox" | "combobox" | "toggle" | "date" | "textarea" | "picture" | "phone" | "email";
        /** @description A choice of a dropbox or combobox field. */
        FieldItem: {
            id: components["schemas"]["Uuid"];
            value: string;
            order?: number;
            code?: string | null;
        };
        /**
         * @description How one profile field is shown and edited. A field is read-only when `profileEdit` is
         *     false, when `disabled` is true, or when the profile is not editable. The
         *     `placeholder`, `fieldType` and `items` members come with dynamic fields only.
         */
        ProfileFieldConfig: {
            /**
             * @description Field code: a `mainInfo` member name (`firstName`, `birthDate`), `mobiles` or `emails`
             *     for the contacts block, or the dynamic field's code (its key in `additionalInfo`).
             */
            code: string;
            title: string;
            /** @description A built-in field (the `mainInfo` members and contacts). */
            systemic: boolean;
            /** @description The field is shown disabled, whatever `profileEdit` says. */
            disabled: boolean;
            /** @description The person must fill the field in; empty ones open the forced modal. */
            profileRequired: boolean;
            /** @description Administrators must fill the field in on the user card; shown for information. */
            adminRequired: boolean;
            /** @description The person may edit the field. */
            profileEdit: boolean;
            /** @description The field holds a list of values (an add-more link, a delete button per value). */
            multiple: boolean;
            /** @description Hint under the field; null when none. */
            comment: string | null;
            /** @description Placeholder of the control (dynamic fields only); null when none. */
            placeholder?: string | null;
            fieldType?: components["schemas"]["FieldType"];
            /** @description Choices of a dropbox or combobox field (dynamic fields of those types only). */
            items?: components["schemas"]["FieldItem"][];
        };
        /**
         * @description The layout of the profile page: its tabs, the blocks of each tab and the fields of each
         *     block, in display order. The personal data page renders `blocks.users_main` and, per
         *     block, `fields[block code]`.
         */
        ProfileConfigure: {
            tabs: components["schemas"]["ProfileTab"][];
            /** @description Blocks per tab code (`users_main`, …), in display order. */
            blocks: {
                [key: string]: components["schemas"]["ProfileBlock"][];
            };
            /** @description Fields per block code (`users_main_base`, `users_main_contacts`, dynamic blocks), in display order. */
            fields: {
                [key: string]: components["schemas"]["ProfileFieldConfig"][];
            };
        };
        /**
         * @description The password change form. `actual` is required when `availableActions.updatePassword` is
         *     true and left out when the account sets its first password (`setPassword`). The new
         *     password is checked against the password policy of the settings.
         */
        ProfilePasswordChange: {
            /** @description The current password. */
            actual?: string;
            /** @description The new password. */
            password: string;
            /** @description The new password again; must equal `password` (`errorMatch`). */
            rePassword: string;
        };
        /**
         * @description Sort direction of a list.
         * @enum {string}
         */
        SortDirection: "asc" | "desc";
        /** @description One changed field of a history row (the expanded part of the row). */
        ProfileHistoryChange: {
            /** @description Code of the changed field (a `mainInfo` member or a dynamic field code). */
            field: string;
            /** @description Title of the field as the profile shows it, so rows of deleted fields stay readable. */
            title: string;
            /** @description The old value as displayed; null when the field was empty. */
            before: string | null;
            /** @description The new value as displayed; null when the field was cleared. */
            after: string | null;
        };
        /** @description A change of the person's profile or account. */
        ProfileHistoryRow: {
            id: components["schemas"]["Uuid"];
            /** Format: date-time */
            date: string;
            /** @description Address the change came from; null for changes made by the platform itself (synchronisation). */
            ip: string | null;
            /** @description Who made the change, as people read it (a full name, or the name of a provider). */
            changer: string;
            /**
             * @description Code of the kind of change (for example `update`, `password`, `avatar`), from the same
             *     open list the administration history uses (`GET /platform/setting/history/types`); the
             *     portal shows its translation, or the code when it has none.
             */
            type: string;
            /** @description The changed fields; empty for changes without field values (a password change). */
            changes: components["schemas"]["ProfileHistoryChange"][];
        };
        /** @description Paging and sorting of a list answer. `total` is always present. */
        ListMeta: {
            /** @description Page number, from 1. */
            page: number;
            /** @description Rows per page. */
            limit: number;
            /** @description Number of rows matching the filters, over all pages. */
            total: number;
            /** @description Field the rows are sorted by. */
            sortBy?: string | null;
            sort?: components["schemas"]["SortDirection"] | null;
        };
        ProfileHistoryList: {
            history: components["schemas"]["ProfileHistoryRow"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The avatar upload form. */
        AvatarUpload: {
            /**
             * Format: binary
             * @description The image (svg, jpeg, tiff, png or webp).
             */
            file: Blob;
        };
        /** @description The stored avatar; it is the profile's avatar from now on (`mainInfo.avatar`). */
        AvatarUploaded: {
            fileId: components["schemas"]["Uuid"];
        };
        /** @description A device a session was used from. */
        SessionDevice: {
            /**
             * @description Browser and operating system, as people read them.
             * @example Chrome 131
             * @example Windows 11
             */
            name: string;
            /**
             * @description Device type code (see device types).
             * @example desktop
             */
            type?: string | null;
            /** @description Last IP address seen for the device. */
            ip?: string | null;
        };
        /**
         * @description The system that issued a session.
         * @enum {string}
         */
        AuthSystem: "keycloak" | "platform";
        /** @description Whose session it is (admin sessions only). */
        SessionUser: {
            id: components["schemas"]["Uuid"];
            /** @description Full name. */
            fio: string;
            login?: string | null;
        };
        /** @description A signed-in session, of a person (profile) or of an application's users (admin). */
        Session: {
            /** @description Session identifier. */
            id: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            expiry: string;
            /** Format: date-time */
            lastAccess: string;
            /**
             * Format: date-time
             * @description When the session was last refreshed.
             */
            updatedAt?: string | null;
            devices: components["schemas"]["SessionDevice"][];
            authSystem: components["schemas"]["AuthSystem"];
            /** @description This is the session of the request (profile sessions only). */
            current?: boolean;
            /** @description Application client the session belongs to (admin sessions only). */
            clientId?: string | null;
            user?: components["schemas"]["SessionUser"] | null;
        };
        /** @description The person's sessions; `current` marks the one of this browser. */
        ProfileSessionList: {
            sessions: components["schemas"]["Session"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description How often a subscription delivers: `immediately` (each event as it happens), or a digest
         *     `daily`, `weekly` or `monthly`.
         * @enum {string}
         */
        SubscriptionPeriod: "immediately" | "daily" | "weekly" | "monthly";
        /** @description Whether a subscription is delivered through one channel. */
        SubscriptionChannelState: {
            /** @description The channel (`SubscriptionChannel.id`). */
            id: components["schemas"]["Uuid"];
            enabled: boolean;
        };
        /** @description Something the person can subscribe to, with its period and a switch per channel. */
        Subscription: {
            id: components["schemas"]["Uuid"];
            title: string;
            /** @description Explanation under the title; absent when there is none. */
            description?: string;
            period: components["schemas"]["SubscriptionPeriod"];
            /** @description The periods this subscription offers (the period select's options). */
            availablePeriods: components["schemas"]["SubscriptionPeriod"][];
            /** @description One entry per available channel, in the order of `availableChannels`. */
            channels: components["schemas"]["SubscriptionChannelState"][];
        };
        /**
         * @description A channel notifications can be sent through.
         * @enum {string}
         */
        NotifyMethodKind: "personnel_account" | "email" | "push" | "telegram" | "sms";
        /** @description A notification channel offered to the person (a column of the subscriptions table). */
        SubscriptionChannel: {
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["NotifyMethodKind"];
            title: string;
        };
        SubscriptionList: {
            subscribes: components["schemas"]["Subscription"][];
            /** @description Channels enabled by the administrators (disabled methods are left out). */
            availableChannels: components["schemas"]["SubscriptionChannel"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A changed cell of the subscriptions table. */
        SubscriptionChange: {
            channelId: components["schemas"]["Uuid"];
            subscribeId: components["schemas"]["Uuid"];
            enabled: boolean;
            period: components["schemas"]["SubscriptionPeriod"];
        };
        /**
         * @description The changes of the subscriptions form: one entry per changed subscription and channel,
         *     found by comparing the form with the one loaded.
         */
        SubscriptionChanges: components["schemas"]["SubscriptionChange"][];
        /**
         * @description Kind of role.
         * @enum {string}
         */
        RoleType: "systemic" | "organizational" | "contractor";
        Role: {
            roleId: components["schemas"]["Uuid"];
            name: string;
            comment?: string | null;
            roleType: components["schemas"]["RoleType"];
        };
        /**
         * @description Registration numbers of a company. Russian companies have `inn` (10 digits, 12 for an
         *     individual), `ogrn` (13 digits, 15 for an individual) and `okpo`; `kpp` exists only for
         *     legal entities. Foreign companies have `taxNumber` and `registrationNumber` instead. A
         *     number the company does not have is null.
         */
        CompanyRequisites: {
            /** @description Tax number of a foreign company. */
            taxNumber: string | null;
            /** @description Registration number of a foreign company. */
            registrationNumber: string | null;
            inn: string | null;
            kpp: string | null;
            ogrn: string | null;
            okpo: string | null;
        };
        /**
         * @description Legal form of a company, `individual` (sole proprietor) or `legalEntity`.
         * @enum {string}
         */
        LegalType: "individual" | "legalEntity";
        /** @description A company the person has access to, with the person's roles in it. */
        Company: {
            id: components["schemas"]["Uuid"];
            title: string;
            roles: components["schemas"]["Role"][];
            requisites: components["schemas"]["CompanyRequisites"];
            legalType: components["schemas"]["LegalType"];
            /** @description Code of the company in the external system it is synchronised from; null for companies made on the platform. */
            externalCode: string | null;
        };
        /** @description All the person's companies; the list is short and not paged. */
        CompanyList: {
            companies: components["schemas"]["Company"][];
        };
        /**
         * @description Access status of a contact: `invitationSent` (invited, not registered yet), `active`,
         *     `inactive` (the account is blocked or its access was removed).
         * @enum {string}
         */
        ContactStatus: "invitationSent" | "active" | "inactive";
        /** @description A contractor the contact is linked to, as the contacts table shows it. */
        ContactContractorSummary: {
            contractorId: components["schemas"]["Uuid"];
            contractorTitle: string;
        };
        /** @description A person of the companies where the signed-in person is a master user. */
        Contact: {
            userId: components["schemas"]["Uuid"];
            /** @description Full name; the email for an invitation not yet accepted. */
            fio: string;
            /** @description Personal emails, main one first. */
            emails: string[];
            /** @description Personal phones, main one first. */
            mobiles: components["schemas"]["Phone"][];
            status: components["schemas"]["ContactStatus"];
            /**
             * @description The master user may edit or remove this contact's contractor roles. False when the
             *     contact's roles or methods are not editable by master users; the contact screen then
             *     tells the master user to contact the administrator.
             */
            editable: boolean;
            /** @description Contractors the contact is linked to; the links' organizations and roles come from `listContactContractors`. */
            contractors: components["schemas"]["ContactContractorSummary"][];
        };
        ContactList: {
            contacts: components["schemas"]["Contact"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description An organization of a contractor the contact has access to, with the roles there. */
        ContactContractorAccess: {
            organizationId: components["schemas"]["Uuid"];
            organizationTitle: string;
            /** @description Null for a foreign organization. */
            inn: string | null;
            /** @description Null for an individual or a foreign organization. */
            kpp: string | null;
            /** @description Tax number of a foreign organization; null otherwise. */
            taxNumber: string | null;
            /** @description Registration number of a foreign organization; null otherwise. */
            registrationNumber: string | null;
            /** @description Code in the external system; null when none. */
            externalCode: string | null;
            /** @description Contractor roles (`roleType` contractor) of the contact in this organization. */
            roles: components["schemas"]["Role"][];
        };
        /** @description A contractor link of a contact (a counterparty link). */
        ContactContractor: {
            contractorId: components["schemas"]["Uuid"];
            /** @description Name of the contractor; not listed in the documents, added so the list needs no second look-up. */
            contractorTitle: string;
            access: components["schemas"]["ContactContractorAccess"][];
        };
        ContactContractorList: {
            contractors: components["schemas"]["ContactContractor"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A notification in the person's personal account (the bell and the notifications page). */
        Notification: {
            id: components["schemas"]["Uuid"];
            title: string;
            /** @description Plain text of the notification; the portal keeps line breaks. */
            text: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The person has opened it; unread ones are highlighted and counted on the bell. */
            read: boolean;
            /**
             * Format: uri-reference
             * @description Where the notification leads (a portal route or an application URL); absent when it leads nowhere.
             */
            link?: string;
        };
        /** @description A page of the person's notifications. */
        NotificationList: {
            notifications: components["schemas"]["Notification"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description What the header bell shows: the newest unread notifications, at most 5, newest first, and
         *     the number of all unread ones for the badge.
         */
        LatestNotifications: {
            notifications: components["schemas"]["Notification"][];
            /** @description All unread notifications; the bell shows no badge at 0. */
            unreadCount: number;
        };
        /** @description The notification the person opened. */
        NotificationRead: {
            id: components["schemas"]["Uuid"];
        };
        /** @description A role the requester asked for. */
        AccessRequestRole: {
            roleId: components["schemas"]["Uuid"];
            /** @description Name of the role, for the table; not listed in the documents, added so rows need no role look-up. */
            name: string;
        };
        /**
         * @description State of an access request, in the order the portal lists them, with the badge it shows:
         *     `considered` under review (info), `approved` (success), `failure` rejected (error),
         *     `duplicate` (disabled), `remove` withdrawn by the requester (warning).
         * @enum {string}
         */
        AccessRequestStatus: "considered" | "approved" | "failure" | "duplicate" | "remove";
        /**
         * @description The approval form's `responseStatus`, one per master-user decision:
         *     - `contractor`: linked to a contractor (status approved, contact link edited, requester notified)
         *     - `failure`: rejected (status failure, requester notified)
         *     - `allow`: access granted manually (status approved, no contact edit)
         *     - `duplicate`: marked as a duplicate (status duplicate)
         * @enum {string}
         */
        AccessRequestDecisionKind: "contractor" | "failure" | "allow" | "duplicate";
        /**
         * @description The roles granted in one organization of the contractor (a row of the approval form's
         *     `contractorRoles`).
         */
        ContractorRoles: {
            /** @description An organization of the contractor (`ContractorOption.availableOrganizations`). */
            organizationId: components["schemas"]["Uuid"];
            /** @description Ids of contractor roles (`roleType` contractor). */
            rolesIds: components["schemas"]["Uuid"][];
        };
        /** @description The recorded answer of the approval form. */
        AccessRequestDecision: {
            responseStatus: components["schemas"]["AccessRequestDecisionKind"];
            /** @description Given for `failure` and `duplicate`. */
            reason: string | null;
            /** @description The contractor the requester was linked to (`contractor` decisions only). */
            contractorId: components["schemas"]["Uuid"] | null;
            /** @description Roles granted per organization (`contractor` decisions; empty otherwise). */
            contractorRoles: components["schemas"]["ContractorRoles"][];
        };
        /**
         * @description A request of a person to join a company with some roles. `requestCompany…` is the company
         *     as the requester entered it; `responseCompany…` the company whose master user answered.
         *     The same shape serves the requester's outgoing list and the master user's incoming list.
         */
        AccessRequest: {
            requestId: components["schemas"]["Uuid"];
            /**
             * Format: date-time
             * @description When the request was sent.
             */
            requestDate: string;
            /**
             * Format: date-time
             * @description When it was answered or withdrawn; null while `considered`.
             */
            responseDate: string | null;
            /** @description Company name as entered; null when the requester gave only the INN. */
            requestCompanyName: string | null;
            requestCompanyInn: string;
            /** @description Null when not entered (individuals have none). */
            requestCompanyKpp: string | null;
            requestCompanyRoles: components["schemas"]["AccessRequestRole"][];
            /** @description Company that answered; null while `considered` or when no company on the platform matched. */
            responseCompanyName: string | null;
            /** @description INN of the company that answered; null with `responseCompanyName`. */
            responseCompanyInn: string | null;
            /**
             * @description Tax registration code of the company that answered, as the documents name it: its KPP,
             *     or the tax number of a foreign company. Null with `responseCompanyName`.
             */
            responseCompanyTax: string | null;
            /** @description The requester. */
            userId: components["schemas"]["Uuid"];
            /** @description Full name of the requester (the documents' "user name"). */
            userName: string;
            /**
             * Format: email
             * @description Email of the requester; null when the account has none.
             */
            userEmail: string | null;
            /** @description Mobile of the requester; null when the account has none. */
            userMobile: components["schemas"]["Phone"] | null;
            status: components["schemas"]["AccessRequestStatus"];
            /** @description Why the master user rejected the request or marked it a duplicate; null otherwise. */
            reason: string | null;
            /**
             * @description How a master user answered, with the approval form; null
             *     while `considered` and for withdrawn requests.
             */
            decision?: components["schemas"]["AccessRequestDecision"] | null;
            /**
             * @description A note the platform adds to the request, for example when access was granted manually
             *     or the request was closed because the company was deleted; null when none.
             */
            comment: string | null;
        };
        AccessRequestList: {
            requests: components["schemas"]["AccessRequest"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description One company of the outgoing request form. */
        AccessRequestCompanyInput: {
            /** @description Company name as the person knows it; optional, the platform finds the company by INN and KPP. */
            name?: string;
            /** @description 10 digits for a legal entity, 12 for an individual (`errorInn` otherwise). */
            inn: string;
            /** @description 9 characters (`errorKpp` otherwise); left out for an individual. */
            kpp?: string;
            /** @description Ids of the contractor roles asked for (`listAvailableRoles`). */
            roles: components["schemas"]["Uuid"][];
        };
        /**
         * @description The outgoing request form: one request per company. The form sends only when the first
         *     company has an INN, and offers another company only when the last one has one.
         */
        AccessRequestInput: {
            companies: components["schemas"]["AccessRequestCompanyInput"][];
        };
        /** @description The requests made, one per company of the form, in the form's order. */
        AccessRequestsCreated: {
            requestIds: components["schemas"]["Uuid"][];
        };
        /** @description The roles a person may ask for in an access request (the contractor roles). */
        AvailableRoles: {
            roles: components["schemas"]["Role"][];
        };
        /**
         * @description The approval form's decision "link to contractor" (its `responseStatus`; the decision is
         *     the call, not a member): the requester becomes the master user's contact, linked to the
         *     contractor with these roles. `roles` is the form's `contractorRoles`.
         */
        AccessRequestApproval: {
            requestId: components["schemas"]["Uuid"];
            /** @description The requester (`AccessRequest.userId`). */
            userId: components["schemas"]["Uuid"];
            contractorId: components["schemas"]["Uuid"];
            roles: components["schemas"]["ContractorRoles"][];
        };
        /** @description The approval form's decisions "reject" and "mark duplicate", with the reason the requester reads. */
        AccessRequestRefusal: {
            requestId: components["schemas"]["Uuid"];
            userId: components["schemas"]["Uuid"];
            /**
             * @description Shown to the requester and stored as `AccessRequest.reason`. The documents give no
             *     bound; 255 is the platform's limit for comments.
             */
            reason: string;
        };
        /** @description The approval form's decision "access granted manually" (no contact link is changed). */
        AccessRequestAllow: {
            requestId: components["schemas"]["Uuid"];
            userId: components["schemas"]["Uuid"];
        };
        /** @description An organization of a contractor the master user may grant access to. */
        ContractorOrganization: {
            id: components["schemas"]["Uuid"];
            title: string;
            /** @description Null for a foreign organization. */
            inn: string | null;
            /** @description Null for an individual or a foreign organization. */
            kpp: string | null;
        };
        /** @description A contractor of the master user's companies, for the contractor picker. */
        ContractorOption: {
            id: components["schemas"]["Uuid"];
            title: string;
            /** @description Null for a foreign contractor. */
            inn: string | null;
            /**
             * @description Organizations the master user may grant access to (for `userId` of the look-up: those
             *     where the contact has no access yet). When there is exactly one, the form selects it.
             */
            availableOrganizations: components["schemas"]["ContractorOrganization"][];
        };
        ContractorOptionList: {
            contractors: components["schemas"]["ContractorOption"][];
        };
        /**
         * @description State of an invitation: `active` (sent, waiting), `deactivated` (expired), `refusal`
         *     (rejected by the invitee), `success` (accepted), `autoSuccess` (accepted automatically
         *     because the invitee already had an account), `deleted` (revoked by the master user).
         * @enum {string}
         */
        InvitationStatus: "active" | "deactivated" | "refusal" | "success" | "autoSuccess" | "deleted";
        /** @description An organization the invitation grants access to, with the roles. */
        InvitationAccess: {
            organizationId: components["schemas"]["Uuid"];
            organizationTitle: string;
            roles: components["schemas"]["Role"][];
        };
        /** @description An invitation a master user sent to join a contractor. */
        Invitation: {
            id: components["schemas"]["Uuid"];
            /** Format: email */
            email: string;
            contractorId: components["schemas"]["Uuid"];
            contractorTitle: string;
            /** @description The organizations and roles granted on acceptance (the documents' `organizationsId`/`access`). */
            access: components["schemas"]["InvitationAccess"][];
            /** @description The organizations of `access`, in its order (the documents' `organizationsId`). */
            organizationsId?: components["schemas"]["Uuid"][];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Start of the activity period, when the invitation was last sent (creation or resend).
             */
            activeFrom: string;
            /**
             * Format: date-time
             * @description End of the activity period (`activeFrom` plus the inviteAlive setting). After it the
             *     status becomes `deactivated`; a resend starts a new period.
             */
            activeTo: string;
            status: components["schemas"]["InvitationStatus"];
        };
        InvitationList: {
            invitations: components["schemas"]["Invitation"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description Roles to grant in one organization of a contractor. */
        ContractorAccessInput: {
            organizationId: components["schemas"]["Uuid"];
            /** @description Ids of contractor roles. */
            roles: components["schemas"]["Uuid"][];
        };
        /** @description The invitation form of a master user. */
        InvitationCreate: {
            /** Format: email */
            email: string;
            contractorId: components["schemas"]["Uuid"];
            access: components["schemas"]["ContractorAccessInput"][];
        };
        /** @description Answer of a create call. */
        IdAnswer: {
            id: components["schemas"]["Uuid"];
        };
        /**
         * @description The contractor link of a contact as the contact screen saves it: `access` replaces the
         *     organizations and roles the contact has at that contractor (a new link when there was none).
         */
        ContactContractorInput: {
            userId: components["schemas"]["Uuid"];
            contractorId: components["schemas"]["Uuid"];
            access: components["schemas"]["ContractorAccessInput"][];
        };
        /**
         * @description Sortable columns of the applications list; `order` is the drag order.
         * @enum {string}
         */
        ApplicationSortBy: "order" | "name" | "code" | "type" | "enabled";
        /**
         * @description Kind of application. The form depends on it: the code field is hidden for `external` and
         *     `link`; the url is disabled for `virtual`; menu visibility is disabled for `draft` and
         *     `external`; a `draft` gets the base domain preselected; an `internal` application is
         *     locked for editing once created.
         *     - `external`: a service outside the platform, shown as a link to its url
         *     - `internal`: a service of the platform itself
         *     - `virtual`: a part of a parent application (`parentId`) with its own rights
         *     - `link`: a plain menu link
         *     - `draft`: an application being prepared, not yet offered to users
         * @enum {string}
         */
        ApplicationType: "external" | "internal" | "virtual" | "link" | "draft";
        /**
         * @description Code of an application; Latin letters only, unique over all applications.
         * @example contacts
         */
        ApplicationCode: string;
        /**
         * @description What the administrator may change in this application; the platform decides, the portal
         *     follows it.
         *     - `0`: everything is editable
         *     - `1`: clients are read-only (no client edits, no secret regeneration)
         *     - `2`: the whole application is read-only in the view; implies `1`, and menu visibility
         *       is disabled
         * @enum {integer}
         */
        ApplicationActionsAccess: 0 | 1 | 2;
        /** @description A row of the applications list. The clients, methods and addresses come with `getApplication`. */
        ApplicationListItem: {
            id: components["schemas"]["Uuid"];
            enabled: boolean;
            type: components["schemas"]["ApplicationType"];
            /** @description `null` for `external` and `link` applications. */
            code: components["schemas"]["ApplicationCode"] | null;
            /** @description Name in Russian. */
            name: string;
            nameEn: string | null;
            /** Format: uri */
            url: string | null;
            /** @description Built-in application; the delete action is hidden. */
            immutable: boolean;
            parentId: components["schemas"]["Uuid"] | null;
            order: number;
            menuVisible: boolean;
            profileVisible: boolean;
            actionsAccess: components["schemas"]["ApplicationActionsAccess"];
        };
        /** @description A page of the applications list. */
        ApplicationList: {
            applications: components["schemas"]["ApplicationListItem"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Identifier of an application client (OAuth client id); up to 64 letters, digits, `_` and `-`.
         * @example contacts-web
         */
        ApplicationClientId: string;
        /**
         * @description Secret of an application client; up to 64 letters, digits, `_` and `-`.
         * @example Zq7-Lm2xT9_fKp4VwR8sYb3N
         */
        ApplicationClientSecret: string;
        /**
         * @description A client of an application: the credentials its services sign in with, and the client
         *     methods (rights) it holds. The details answer omits `clientSecret`: the generate-secret
         *     modal reads it with `getClientSecret` and copies it to the clipboard. In a create or
         *     update body `clientSecret` may be sent to set the secret by hand; when a new client comes
         *     without one, the platform generates it, and an existing client keeps its secret.
         */
        ApplicationClient: {
            clientId: components["schemas"]["ApplicationClientId"];
            clientSecret?: components["schemas"]["ApplicationClientSecret"];
            /** @description The client may obtain tokens. */
            enabled: boolean;
            /** @description Client methods (rights) of this client; ids from `searchRoleMethods` with accessType `client`. */
            methods: components["schemas"]["Uuid"][];
        };
        /**
         * @description The create and edit form. `id`, `immutable`, `order` and `actionsAccess` are the
         *     platform's and are not sent; a new application goes to the end of the list. `code` is
         *     required unless the type is `external` or `link`, and is omitted for those. A new
         *     application starts with menuVisible on and profileVisible off.
         */
        ApplicationInput: {
            /** @default true */
            enabled?: boolean;
            type: components["schemas"]["ApplicationType"];
            /**
             * @description Required for internal, virtual and draft applications (a missing one comes back as
             *     `errorEmpty`); omitted for external and link applications, whose form hides it.
             *     Kept out of `required` because the rule depends on `type`.
             */
            code?: components["schemas"]["ApplicationCode"];
            /** @description Name in Russian. */
            name: string;
            nameEn?: string | null;
            /**
             * Format: uri
             * @description Omitted or `null` for virtual applications.
             */
            url?: string | null;
            description?: string | null;
            /** Format: uri */
            publicSwaggerUrl?: string | null;
            /** Format: uri */
            privateSwaggerUrl?: string | null;
            /** Format: uri */
            helpUrl?: string | null;
            /** Format: uri */
            compodocUrl?: string | null;
            /** Format: uri */
            techUrl?: string | null;
            version?: string | null;
            ip?: string | null;
            domains: components["schemas"]["Uuid"][];
            /** @description Required for virtual applications (an application with virtualSupport); `null` otherwise. */
            parentId?: components["schemas"]["Uuid"] | null;
            /**
             * @description Forced off for draft and external applications and without a url.
             * @default true
             */
            menuVisible?: boolean;
            /** @default false */
            profileVisible?: boolean;
            /** @default false */
            serviceAccount?: boolean;
            methods: components["schemas"]["Uuid"][];
            /** @default false */
            virtualSupport?: boolean;
            /** @description The full list of clients; a client missing from it is removed. */
            clients: components["schemas"]["ApplicationClient"][];
        };
        /**
         * @description An application as the details and edit modal show it (tab mainInfo), with its clients.
         *     Optional texts and addresses are always present and `null` when not set.
         */
        Application: {
            id: components["schemas"]["Uuid"];
            /** @description The application is offered to users. */
            enabled: boolean;
            type: components["schemas"]["ApplicationType"];
            /** @description Latin letters only, unique. `null` for `external` and `link` applications, whose form hides the code. */
            code: components["schemas"]["ApplicationCode"] | null;
            /** @description Name in Russian, shown in menus and the service switcher. */
            name: string;
            /** @description Name in English, shown when the interface language is en. */
            nameEn: string | null;
            /**
             * Format: uri
             * @description Address of the service. `null` for virtual applications (the form disables it); without it menu visibility is disabled.
             */
            url: string | null;
            description: string | null;
            /**
             * @description Set by the platform for its built-in applications, which cannot be deleted; the
             *     portal hides the delete action. Read-only.
             */
            immutable: boolean;
            /**
             * Format: uri
             * @description Public API description (Swagger) of the service.
             */
            publicSwaggerUrl: string | null;
            /**
             * Format: uri
             * @description Internal API description (Swagger) of the service.
             */
            privateSwaggerUrl: string | null;
            /**
             * Format: uri
             * @description User help of the service.
             */
            helpUrl: string | null;
            /**
             * Format: uri
             * @description Generated code documentation (Compodoc) of the service's front end.
             */
            compodocUrl: string | null;
            /**
             * Format: uri
             * @description Technical documentation of the service.
             */
            techUrl: string | null;
            /** @description Deployed version of the service, as reported to the platform. */
            version: string | null;
            /** @description IP address or subnet the service calls the platform from (invalid values come back as `errorIp`). */
            ip: string | null;
            /** @description Ids of the domains the application is offered on; a new draft starts with the base domain. */
            domains: components["schemas"]["Uuid"][];
            /** @description The parent application of a virtual application; `null` for the others. */
            parentId: components["schemas"]["Uuid"] | null;
            /** @description Position in the applications list and menus; changed by drag ordering (`reorderApplications`). */
            order: number;
            /** @description The application appears in the service menu. */
            menuVisible: boolean;
            /** @description The application appears in the profile menu. */
            profileVisible: boolean;
            /** @description The application has a service account for server-to-server calls. */
            serviceAccount: boolean;
            /** @description Systemic methods (rights) the application declares; ids from `searchRoleMethods` with accessType `systemic`. */
            methods: components["schemas"]["Uuid"][];
            /** @description Virtual applications may be created under this one (offered as their parent). */
            virtualSupport: boolean;
            actionsAccess: components["schemas"]["ApplicationActionsAccess"];
            clients: components["schemas"]["ApplicationClient"][];
        };
        /** @description The new position of one application after drag ordering. */
        ApplicationOrderItem: {
            id: components["schemas"]["Uuid"];
            /** @description The application's code as listed (`null` for external and link applications). */
            code: components["schemas"]["ApplicationCode"] | null;
            order: number;
        };
        /** @description Every application of the list with its new position; sent only when the order differs from the initial one. */
        ApplicationOrder: components["schemas"]["ApplicationOrderItem"][];
        /** @description The secret of a client; the generate-secret modal copies it to the clipboard. */
        ApplicationClientSecretAnswer: {
            secret: components["schemas"]["ApplicationClientSecret"];
        };
        /**
         * @description Sortable columns of the sessions table.
         * @enum {string}
         */
        ApplicationSessionSortBy: "start" | "expiry" | "lastAccess" | "updatedAt";
        /**
         * @description A page of the sessions of an application's users (tab sessions). Each session carries
         *     `clientId` and `user`; `current` is not used here.
         */
        ApplicationSessionList: {
            sessions: components["schemas"]["Session"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Which methods a look-up offers.
         *     - `client`: methods an application client can hold (client methods picker)
         *     - `systemic`: methods an application declares (application methods picker)
         * @enum {string}
         */
        RoleMethodAccessType: "client" | "systemic";
        /**
         * @description What the roles look-up returns; the applications forms ask for methods only.
         * @enum {string}
         */
        RoleMethodSearchType: "method";
        /** @description A method (right) offered by a picker. */
        RoleMethodOption: {
            id: components["schemas"]["Uuid"];
            /**
             * @description Technical code of the method.
             * @example contacts.read
             */
            code: string;
            /** @description Name of the method, in the interface language. */
            title: string;
        };
        /** @description Methods matching a look-up (no paging). */
        RoleMethodOptionList: {
            methods: components["schemas"]["RoleMethodOption"][];
        };
        /**
         * @description Which screen the methods filter serves; the applications screen only.
         * @enum {string}
         */
        MethodFilterType: "applications";
        /**
         * @description Sortable columns of the domains table; `alias` sorts by the first alias.
         * @enum {string}
         */
        DomainSortBy: "alias" | "comment" | "enabled" | "base";
        /**
         * @description A hostname the domain answers on, entered without scheme and without path
         *     (`sso.example.ru`, `вход.пример.рф`, `localhost:8080`). A value with `://` or `/` is
         *     rejected with `errorDomain`.
         * @example sso.example.ru
         */
        DomainAlias: string;
        /** @description A row of the domains table. */
        DomainListItem: {
            id: components["schemas"]["Uuid"];
            enabled: boolean;
            base: boolean;
            comment: string | null;
            aliases: components["schemas"]["DomainAlias"][];
            styleTemplate: string | null;
        };
        /** @description A page of the domains table. */
        DomainList: {
            domains: components["schemas"]["DomainListItem"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Which identifiers the sign-in page offers on one device type (the `id` choice of the
         *     sign-in page). A device type without an entry offers all three.
         */
        DomainDeviceIdAttributes: {
            /** @description The device type (id from `searchDeviceTypes`). */
            deviceTypeId: components["schemas"]["Uuid"];
            /** @description The identifiers offered, in the order the page lists them; the first is preselected. */
            idAttributes: components["schemas"]["IdAttribute"][];
        };
        /** @description A technical link of the sign-in footer (support mail, phone, status page). */
        DomainTechnicalLink: {
            /** @description Label before the link. */
            title: string;
            /** @description Text of the link; `null` shows the link itself. */
            text: string | null;
            /**
             * Format: uri
             * @description Target; `mailto:` and `tel:` addresses are allowed.
             */
            link: string;
            /** @description Also shown in the mobile footer (below 768 px). */
            mobile: boolean;
        };
        /**
         * @description What the sign-in layout of the domain shows in one language. Optional texts are always
         *     present and `null` when not set.
         */
        DomainLocaleSettings: {
            /** @description Project title; the page title is the menu title plus this. */
            projectTitle: string;
            /** @description Project name shown in the header of the sign-in layout. */
            projectName: string | null;
            /** @description Copyright text of the footer. */
            copyright: string | null;
            /** @description Text of the link to the company's site in the footer. */
            siteName: string | null;
            /**
             * Format: uri
             * @description Address of the company's site.
             */
            siteLink: string | null;
            /** @description Banners the sign-in page shows in this language, in order; ids from `searchBanners`. */
            banners: components["schemas"]["Uuid"][];
            /** @description Technical links of the footer, in order. */
            technical: components["schemas"]["DomainTechnicalLink"][];
        };
        /** @description A language the domain offers, with its texts. The header shows the language switcher when more than one entry is enabled. */
        DomainLocale: {
            /** @description The language (id from `searchLocales`). */
            localeId: components["schemas"]["Uuid"];
            /** @description Position in the language switcher; the first enabled entry is the domain's default language. */
            order: number;
            /** @default true */
            enabled: boolean;
            settings: components["schemas"]["DomainLocaleSettings"];
        };
        /** @description An agreement (a document of type agreement) the domain offers, and where it appears. */
        DomainAgreement: {
            /** @description The document (id from `searchDocuments` with type agreement). */
            agreementId: components["schemas"]["Uuid"];
            /** @description Listed in the menu of legal documents. */
            menuVisible: boolean;
            /** @description Linked from the sign-in footer. */
            footerVisible: boolean;
            /** @description Must be accepted at sign-in and registration (`termsRequired`). */
            loginRequired: boolean;
            /** @description Shown in the profile. */
            profileVisible: boolean;
        };
        /**
         * @description The create and edit form. A new domain starts enabled, with the cookie notice on, not
         *     base, and with the Russian language enabled (the form prefills `locales` from
         *     `getBaseDomainSettings`). Making a domain base takes the flag from the previous base
         *     domain. Omitted lists are empty.
         */
        DomainInput: {
            /** @default true */
            enabled?: boolean;
            /** @default false */
            base?: boolean;
            comment?: string | null;
            aliases: components["schemas"]["DomainAlias"][];
            imageCode?: string | null;
            styleTemplate?: string | null;
            /** Format: uri */
            publicDocsUrl?: string | null;
            /** @default false */
            baseSettings?: boolean;
            /** @default true */
            cookie?: boolean;
            documents?: components["schemas"]["Uuid"][];
            banners?: components["schemas"]["Uuid"][];
            devicesIdAttributes?: components["schemas"]["DomainDeviceIdAttributes"][];
            /** @description At least one entry (`errorLocaleRequired`). */
            locales: components["schemas"]["DomainLocale"][];
            agreements?: components["schemas"]["DomainAgreement"][];
        };
        /**
         * @description A domain that presents the sign-in layer, as the edit modal shows it. Optional texts are
         *     always present and `null` when not set.
         */
        Domain: {
            id: components["schemas"]["Uuid"];
            /** @description The domain serves the sign-in layer. */
            enabled: boolean;
            /** @description The default domain; exactly one domain is base. A draft application gets it preselected. */
            base: boolean;
            /** @description Administrator's note, shown in the table. */
            comment: string | null;
            /** @description Hostnames of the domain, without scheme. */
            aliases: components["schemas"]["DomainAlias"][];
            /**
             * @description Code of the image set (logo, mini logo, sign-in backgrounds) the domain shows; the
             *     portal fetches the images by it. `null` uses the base domain's images.
             */
            imageCode: string | null;
            /** @description Code of the style template (from `listStyleTemplates`); `null` uses the default template. */
            styleTemplate: string | null;
            /**
             * Format: uri
             * @description Target of the footer's 'public docs' help link; `null` hides the link.
             */
            publicDocsUrl: string | null;
            /**
             * @description The domain uses the base domain's language settings; its own `locales` texts are kept
             *     but not shown while this is on.
             */
            baseSettings: boolean;
            /** @description The cookie notice is shown (and accepted once per browser). */
            cookie: boolean;
            /** @description Documents of the domain's legal page (ids from `searchDocuments`). */
            documents: components["schemas"]["Uuid"][];
            /** @description Banners attached to the domain (ids from `searchBanners`); each language's `settings.banners` picks from them. */
            banners: components["schemas"]["Uuid"][];
            devicesIdAttributes: components["schemas"]["DomainDeviceIdAttributes"][];
            locales: components["schemas"]["DomainLocale"][];
            agreements: components["schemas"]["DomainAgreement"][];
        };
        /** @description The new value of an enabled flag; toggles send the opposite of the current value. */
        EnabledInput: {
            enabled: boolean;
        };
        /** @description A domain offered by a picker (the domains of an application). */
        DomainOption: {
            id: components["schemas"]["Uuid"];
            alias: components["schemas"]["DomainAlias"];
            /** @description The base domain, preselected for a draft application. */
            base: boolean;
        };
        /** @description Domains matching a look-up. */
        DomainOptionList: {
            domains: components["schemas"]["DomainOption"][];
        };
        /** @description The base domain's language entries, to prefill the form of a new domain. */
        BaseDomainSettings: {
            locales: components["schemas"]["DomainLocale"][];
        };
        /** @description A style template a domain can use. */
        DomainStyleTemplate: {
            /** @description Code stored in `Domain.styleTemplate`. */
            code: string;
            /** @description Name shown in the select. */
            title: string;
        };
        DomainStyleTemplateList: {
            templates: components["schemas"]["DomainStyleTemplate"][];
        };
        /** @description A language offered by a picker (the locale entries of a domain). */
        LocaleOption: {
            id: components["schemas"]["Uuid"];
            code: components["schemas"]["Locale"];
            /** @description Name of the language, as people read it. */
            name: string;
        };
        LocaleOptionList: {
            locales: components["schemas"]["LocaleOption"][];
        };
        /**
         * @description Kind of a library document; agreements are offered as terms on forms.
         * @enum {string}
         */
        DocumentType: "agreement" | "document";
        /** @description A library document offered by a picker (the documents and agreements of a domain). */
        DocumentOption: {
            id: components["schemas"]["Uuid"];
            /** @description Generated code of the document. */
            code: string;
            /** @description Name of the document, in the interface language. */
            name: string;
            type: components["schemas"]["DocumentType"];
        };
        DocumentOptionList: {
            documents: components["schemas"]["DocumentOption"][];
        };
        /** @description A library banner offered by a picker (the banners of a domain). */
        BannerOption: {
            id: components["schemas"]["Uuid"];
            /** @description Generated code of the banner. */
            code: string;
            title: string;
        };
        BannerOptionList: {
            banners: components["schemas"]["BannerOption"][];
        };
        /**
         * @description Code of a device type; Latin letters only, unique. Sessions name their device type by it.
         * @example desktop
         */
        DeviceTypeCode: string;
        /** @description A device type offered by a picker (the identifiers per device type of a domain). */
        DeviceTypeOption: {
            id: components["schemas"]["Uuid"];
            code: components["schemas"]["DeviceTypeCode"];
            name: string;
        };
        DeviceTypeOptionList: {
            devicesTypes: components["schemas"]["DeviceTypeOption"][];
        };
        /**
         * @description Sortable columns of the device types table.
         * @enum {string}
         */
        DeviceTypeSortBy: "name" | "code";
        /** @description A kind of device people sign in from. */
        DeviceType: {
            id: components["schemas"]["Uuid"];
            /** @description Name as people read it. */
            name: string;
            code: components["schemas"]["DeviceTypeCode"];
        };
        /** @description A page of the device types table. */
        DeviceTypeList: {
            devicesTypes: components["schemas"]["DeviceType"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The create and edit form of a device type. */
        DeviceTypeInput: {
            name: string;
            code: components["schemas"]["DeviceTypeCode"];
        };
        /**
         * @description A sign-in flow (factor) the platform knows. Schemes combine flows into a first and a
         *     second factor; the details modal of a scheme lists the flows as toggles.
         */
        AuthSchemeFlow: {
            id: components["schemas"]["Uuid"];
            code: components["schemas"]["AuthFlow"];
            /** @description Name of the flow as administrators read it. */
            name: string;
            /** @description The flow can be chosen in schemes; an inactive flow is shown but cannot be switched on. */
            active: boolean;
            /** @description At least one scheme uses the flow as a first or second factor. */
            used: boolean;
            /** @description The flow is a factor of the base (default) scheme. */
            base: boolean;
        };
        /** @description Every flow the platform knows, in a fixed order (credentials, email_code, sms_code). */
        AuthSchemeFlowList: {
            flows: components["schemas"]["AuthSchemeFlow"][];
        };
        /**
         * @description One flow of a factor of a scheme: the flow's id plus whether the scheme offers it. A
         *     factor lists every flow the administrator toggled in the modal, so the sign-in page can
         *     offer several flows for the same factor (the person chooses a method).
         */
        AuthSchemeFactor: {
            /** @description Identifier of the flow (`AuthSchemeFlow.id`). */
            id: components["schemas"]["Uuid"];
            /** @description The scheme offers this flow for this factor. */
            enabled: boolean;
        };
        /**
         * @description An authentication scheme: which flows a person signs in with (first factor) and which
         *     confirmation follows (second factor). A row of the schemes list and the content of its
         *     details modal.
         */
        AuthScheme: {
            id: components["schemas"]["Uuid"];
            /** @description Position in the drag-ordered list, 1 first; the platform tries schemes in this order. */
            priority: number;
            /** @description The scheme is offered at sign-in. See `setAuthSchemeActive` for when it cannot be switched off. */
            active: boolean;
            name: string;
            /** @description Unique code of the scheme (letters, digits, `_`, `-`; a design choice, the documents give no mask). */
            code: string;
            /** @description Administrator's note; null when none was entered. */
            comment: string | null;
            /** @description Flows of the first factor; at least one of them is enabled. */
            firstFactor: components["schemas"]["AuthSchemeFactor"][];
            /** @description Flows of the second factor; empty when the scheme has no second factor. */
            secondFactor: components["schemas"]["AuthSchemeFactor"][];
            /** @description The base (default) scheme, applied to people no other scheme covers. Exactly one scheme is base. */
            base: boolean;
            /** @description Number of users signing in with this scheme; a scheme with users cannot be deactivated or deleted. */
            usersCount: number;
        };
        /**
         * @description All schemes, sorted by priority. Not paged: the list is drag-ordered as a whole, so it
         *     has no `meta`.
         */
        AuthSchemeList: {
            schemas: components["schemas"]["AuthScheme"][];
        };
        /**
         * @description The details modal of a scheme, in create or update mode. `priority`, `active` and
         *     `usersCount` are not part of it: a new scheme is created active and placed last, the
         *     order changes through `reorderAuthSchemes` and activity through `setAuthSchemeActive`.
         *     `base: true` makes this scheme the base one (the previous base scheme loses the flag);
         *     a base scheme cannot be unset here, only by making another scheme base.
         */
        AuthSchemeInput: {
            name: string;
            code: string;
            comment?: string | null;
            firstFactor: components["schemas"]["AuthSchemeFactor"][];
            secondFactor: components["schemas"]["AuthSchemeFactor"][];
            /** @default false */
            base?: boolean;
        };
        /** @description The new value of an active flag; toggles send the opposite of the current value. */
        ActiveInput: {
            active: boolean;
        };
        /** @description The new position of one scheme. */
        AuthSchemePriority: {
            id: components["schemas"]["Uuid"];
            priority: number;
        };
        /** @description Every scheme with its new priority, sent only when the order differs from the initial one. */
        AuthSchemePriorityList: components["schemas"]["AuthSchemePriority"][];
        /**
         * @description How a setting's value is typed and edited:
         *     - `string`: text (`value_props.maxLength` may bound it)
         *     - `integer`: a count (`value_props.min`/`max`)
         *     - `boolean`: a switch
         *     - `duration`: an integer amount of `value_props.unit` (`min`/`max` in that unit)
         *     - `select`: one of `value_props.options`
         * @enum {string}
         */
        SettingValueType: "string" | "integer" | "boolean" | "duration" | "select";
        /**
         * @description The value of a setting: a string (string, select), an integer (integer, duration) or a
         *     boolean. Null when an optional setting has no value.
         */
        SettingValue: string | number | boolean | null;
        /**
         * @description Unit of a duration setting; cleanup intervals are in seconds, log retention in days.
         * @enum {string}
         */
        SettingDurationUnit: "seconds" | "minutes" | "hours" | "days";
        /** @description A choice of a select setting. */
        SettingOption: {
            /** @description The value stored when this choice is picked. */
            value: string;
            /** @description The choice as administrators read it. */
            title: string;
        };
        /**
         * @description Editing hints of a setting (the documents' `value_props`). The server checks the same
         *     bounds and answers `errorMin` / `errorMax` when they are broken.
         */
        SettingValueProps: {
            unit?: components["schemas"]["SettingDurationUnit"];
            /** @description Smallest allowed value (duration in `unit`), for example 8 for the password length or 45 days of change history. */
            min?: number;
            /** @description Largest allowed value; lifetimes stop at 7 days (10080 minutes). */
            max?: number;
            /** @description Longest allowed text of a string setting. */
            maxLength?: number;
            /** @description The choices of a select setting. */
            options?: components["schemas"]["SettingOption"][];
        };
        /**
         * @description One settings row. `id`, `value`, `value_props` and `readonly` are the documents' members;
         *     `code`, `title`, `description` and `type` are added so the screen can render and label the
         *     row without a client-side catalogue.
         */
        Setting: {
            id: components["schemas"]["Uuid"];
            /**
             * @description Stable code of the setting; `errorList` of a failed save is keyed by it. Known codes:
             *     registrationAlive, refreshAlive, mobileVerifyAlive, firstRefreshAlive, inviteAlive,
             *     accessTokenLifespan, refreshTokenLifespan, authCodeResendAlive, authCodeAlive,
             *     clientAccessTokenLifespan, licenseCheckPeriod, passwordSymbols, sendAccessNotify,
             *     headerVisible, uiNavMini, the password policy (passwordLevel, passwordLength,
             *     passwordLowercase, passwordUppercase, passwordNumbers, passwordSymbolsRequired,
             *     passwordGenerateLength), code authentication (authCodeLength, authCodeDailyLimit,
             *     authCodeAttempts, authCodeCaptcha), registrationsPerIp, the unique-value rules
             *     (mobileUnique, emailUnique), log retention (historyRetention, integrationLogsRetention,
             *     providerApiLogsRetention, providerSyncLogsRetention, completedInteractionsRetention,
             *     integrationJournalRetention) and cleanup intervals (…CleanupInterval). The server may
             *     add others, so the list is not an enum.
             */
            code: string;
            /** @description Label of the row. */
            title: string;
            /** @description Hint under the label; null when there is none. */
            description: string | null;
            type: components["schemas"]["SettingValueType"];
            value: components["schemas"]["SettingValue"];
            /** @description Editing hints; null for a setting without unit, bounds or choices (most switches). */
            value_props: components["schemas"]["SettingValueProps"] | null;
            /** @description Shown but not editable; the portal never sends it and the server refuses it. */
            readonly: boolean;
        };
        /** @description An expandable group of settings rows. */
        SettingsGroup: {
            code: string;
            title: string;
            description: string | null;
            settings: components["schemas"]["Setting"][];
        };
        /** @description A section of a settings screen holding expandable groups. */
        SettingsModule: {
            code: string;
            title: string;
            groups: components["schemas"]["SettingsGroup"][];
        };
        /** @description A settings screen (the documents' `data`): modules, each with groups of settings, in display order. */
        SettingsModuleList: {
            data: components["schemas"]["SettingsModule"][];
        };
        /** @description A changed settings row. */
        SettingChange: {
            id: components["schemas"]["Uuid"];
            value: components["schemas"]["SettingValue"];
        };
        /** @description Every changed (checked) row of the screen, saved in one request. */
        SettingChangeList: components["schemas"]["SettingChange"][];
        /** @description Roles matching a look-up. */
        RoleOptionList: {
            roles: components["schemas"]["Role"][];
        };
        /** @description A user offered by the user picker. */
        UserContactOption: {
            id: components["schemas"]["Uuid"];
            /** @description Full name, as the picker shows it. */
            fio: string;
            /**
             * Format: email
             * @description Main email; null when the user has none.
             */
            email: string | null;
            /** @description Login; null when the user signs in by email or mobile only. */
            login: string | null;
        };
        /** @description Users matching a look-up (member `users`, a name chosen here; the documents do not name it). */
        UserContactOptionList: {
            users: components["schemas"]["UserContactOption"][];
        };
        /** @description A network alias offered where a subnet may be replaced by an alias. */
        NetworkAliasOption: {
            id: components["schemas"]["Uuid"];
            name: string;
        };
        /** @description Network aliases matching a look-up. */
        NetworkAliasOptionList: {
            networks: components["schemas"]["NetworkAliasOption"][];
        };
        /** @description A personnel action type a subtype can be tied to. */
        PersonnelActionTypeOption: {
            id: components["schemas"]["Uuid"];
            name: string;
            code: string;
        };
        /** @description Personnel action types matching a look-up. */
        PersonnelActionTypeOptionList: {
            types: components["schemas"]["PersonnelActionTypeOption"][];
        };
        /**
         * @description The entity whose extra fields are configured (route parameter `type`).
         * @enum {string}
         */
        DynamicFieldEntityType: "users" | "organizations" | "contractors" | "directories";
        /** @description An entity type that has dynamic fields, with its title for the screen's switcher. */
        DynamicFieldTypeOption: {
            type: components["schemas"]["DynamicFieldEntityType"];
            title: string;
        };
        /** @description The four entity types, in display order. */
        DynamicFieldTypeList: {
            types: components["schemas"]["DynamicFieldTypeOption"][];
        };
        /**
         * @description Code of a field, subtype or tab: Latin letters, digits, `_` and `-`, at most 64
         *     (the documents give no mask; this one matches the codes they show, such as users_main).
         *     Unique within its entity type.
         * @example users_main
         */
        DynamicFieldCode: string;
        /**
         * @description How a tab shows its fields in the cards of the entity, as a form or as a table.
         * @enum {string}
         */
        DynamicFieldTabViewType: "form" | "table";
        /**
         * @description A tab in the tabs list of an entity type. Its subtypes come with the tab itself
         *     (`getDynamicFieldTab`), so the list stays light.
         */
        DynamicFieldTabSummary: {
            id: components["schemas"]["Uuid"];
            code: components["schemas"]["DynamicFieldCode"];
            title: string;
            viewType: components["schemas"]["DynamicFieldTabViewType"];
            type: components["schemas"]["DynamicFieldEntityType"];
            active: boolean;
            /** @description Position among the tabs of the type, 0 first. */
            order: number;
        };
        /** @description The tabs of an entity type, by `order`. Not paged (drag-ordered as a whole). */
        DynamicFieldTabList: {
            tabs: components["schemas"]["DynamicFieldTabSummary"][];
        };
        /**
         * @description What an administrator may change on a field:
         *     - `0`: editable
         *     - `1`: systemic, read-only (title and flags locked)
         *     - `2`: view read-only (visibility flags locked)
         *     - `3`: required read-only (required flags locked)
         *     - `4`: read-only (nothing can be changed)
         * @enum {integer}
         */
        DynamicFieldActionsAccess: 0 | 1 | 2 | 3 | 4;
        /**
         * @description A dynamic field. The flags obey these dependencies: a required flag implies the
         *     matching visible and edit flags, edit implies visible, `multiple` and `unique` exclude
         *     each other, a `toggle` field has no required flag, and only `dropbox` and `combobox`
         *     fields have `items`.
         */
        DynamicField: {
            id: components["schemas"]["Uuid"];
            active: boolean;
            title: string;
            code: components["schemas"]["DynamicFieldCode"];
            type: components["schemas"]["DynamicFieldEntityType"];
            /** @description Identifier of the subtype (block) holding the field. */
            subtype: components["schemas"]["Uuid"];
            /** @description Position in the subtype, 0 first. */
            order: number;
            fieldType: components["schemas"]["FieldType"];
            /** @description Two entities cannot share a value. */
            unique: boolean;
            /** @description The field holds a list of values. */
            multiple: boolean;
            /** @description Hint shown with the field; null when none. */
            comment: string | null;
            /** @description Placeholder of the control; null when none. */
            placeholder: string | null;
            /** @description Choices of a dropbox or combobox field, by `order`; empty for other types. */
            items: components["schemas"]["FieldItem"][];
            /** @description How many entities have a value; when above 0, changing `fieldType` needs `force`. */
            valueCount: number;
            /** @description Delivered with the platform; it cannot be deleted. */
            systemic: boolean;
            /** @description Its code and field type cannot change. */
            immutable: boolean;
            actionsAccess: components["schemas"]["DynamicFieldActionsAccess"];
            /** @description Required in the administration cards. */
            adminRequired: boolean;
            /** @description Shown in the administration cards. */
            adminVisible: boolean;
            /** @description Editable in the administration cards. */
            adminEdit: boolean;
            /** @description Required in the profile; empty required fields open the forced modal. */
            profileRequired: boolean;
            /** @description Shown in the profile. */
            profileVisible: boolean;
            /** @description Editable by the person in the profile. */
            profileEdit: boolean;
            /** @description Required when the entity arrives through integration. */
            integrationRequired: boolean;
        };
        /** @description A subtype (block) of a tab, a titled group of fields. */
        DynamicFieldSubtype: {
            id: components["schemas"]["Uuid"];
            title: string;
            code: components["schemas"]["DynamicFieldCode"];
            active: boolean;
            /** @description Delivered with the platform; it cannot be deleted and its code cannot change. */
            systemic: boolean;
            /**
             * @description The personnel action type (`searchPersonnelActionTypes`) whose records this block
             *     describes; null for a block not tied to personnel actions.
             */
            personnelActionType: components["schemas"]["Uuid"] | null;
            /** @description Position in the tab, 0 first. */
            order: number;
            /** @description The fields of the block, by `order`. */
            fields: components["schemas"]["DynamicField"][];
        };
        /** @description A tab with its subtypes (blocks) and their fields, for the tab details screen. */
        DynamicFieldTab: {
            id: components["schemas"]["Uuid"];
            code: components["schemas"]["DynamicFieldCode"];
            title: string;
            viewType: components["schemas"]["DynamicFieldTabViewType"];
            type: components["schemas"]["DynamicFieldEntityType"];
            active: boolean;
            order: number;
            /** @description The blocks of the tab, by `order`. */
            subtypes: components["schemas"]["DynamicFieldSubtype"][];
        };
        /** @description The new position of one tab. */
        DynamicFieldTabOrder: {
            id: components["schemas"]["Uuid"];
            order: number;
        };
        /** @description Every tab of the type with its new position. */
        DynamicFieldTabOrderList: components["schemas"]["DynamicFieldTabOrder"][];
        /** @description The new position of one field in its subtype. */
        DynamicFieldOrder: {
            id: components["schemas"]["Uuid"];
            order: number;
        };
        /**
         * @description The new position of one subtype in the tab and, when its fields were reordered, of each
         *     of its fields. `fields` is left out when the fields kept their order.
         */
        DynamicFieldSubtypeOrder: {
            id: components["schemas"]["Uuid"];
            order: number;
            fields?: components["schemas"]["DynamicFieldOrder"][];
        };
        /** @description Every subtype of the tab with its new position (and its fields' positions when they changed). */
        DynamicFieldSubtypeOrderList: components["schemas"]["DynamicFieldSubtypeOrder"][];
        /**
         * @description The subtype modal in update mode; the subtype's id travels in the body (the path has
         *     none). The code of a systemic subtype cannot change.
         */
        DynamicFieldSubtypeUpdate: {
            id: components["schemas"]["Uuid"];
            title: string;
            code: components["schemas"]["DynamicFieldCode"];
            personnelActionType?: components["schemas"]["Uuid"] | null;
        };
        /**
         * @description The subtype modal in create (or copy) mode. A new subtype goes last in the tab and is
         *     not systemic; `active` defaults to true.
         */
        DynamicFieldSubtypeInput: {
            /** @description Identifier of the tab to put the subtype in. */
            tabId: components["schemas"]["Uuid"];
            title: string;
            code: components["schemas"]["DynamicFieldCode"];
            /** @default true */
            active?: boolean;
            personnelActionType?: components["schemas"]["Uuid"] | null;
        };
        /** @description A choice of a dropbox or combobox field as the modal sends it; a new choice has no id. */
        DynamicFieldItemInput: {
            id?: components["schemas"]["Uuid"];
            value: string;
            order?: number;
            code?: string | null;
        };
        /**
         * @description The field modal, in create, copy or update mode. `id`, `systemic`, `immutable`,
         *     `actionsAccess` and `valueCount` are the server's (a copy is created without them);
         *     `order` is set by the server (a new field goes last in its subtype) and changed through
         *     `reorderDynamicFieldSubtypes`. Defaults of a new field: active, adminVisible, not
         *     multiple. The server checks the flag dependencies and answers 400 when they
         *     are broken, although the modal already enforces them.
         */
        DynamicFieldInput: {
            /** @default true */
            active?: boolean;
            title: string;
            code: components["schemas"]["DynamicFieldCode"];
            type: components["schemas"]["DynamicFieldEntityType"];
            /** @description Identifier of the subtype (block) to put the field in. */
            subtype: components["schemas"]["Uuid"];
            fieldType: components["schemas"]["FieldType"];
            /** @default false */
            unique?: boolean;
            /** @default false */
            multiple?: boolean;
            comment?: string | null;
            placeholder?: string | null;
            /** @description Only for dropbox and combobox, which need at least one; the full new list (choices left out are removed). */
            items?: components["schemas"]["DynamicFieldItemInput"][];
            /** @default false */
            adminRequired?: boolean;
            /** @default true */
            adminVisible?: boolean;
            /** @default false */
            adminEdit?: boolean;
            /** @default false */
            profileRequired?: boolean;
            /** @default false */
            profileVisible?: boolean;
            /** @default false */
            profileEdit?: boolean;
            /** @default false */
            integrationRequired?: boolean;
            /**
             * @description Confirms changing `fieldType` of a field that already has values (`valueCount` > 0).
             *     Without it such a change answers 409; the modal asks the administrator and sends the
             *     request again with `force: true`. Values the new type cannot hold are cleared.
             * @default false
             */
            force?: boolean;
        };
        /** @description A channel the platform can send notifications through, and whether it is offered. */
        NotifyMethod: {
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["NotifyMethodKind"];
            /** @description Name of the method as administrators read it. */
            title: string;
            /**
             * @description The method is offered to users (subscriptions, notification settings). Switched off,
             *     nothing is sent through it.
             */
            enabled: boolean;
        };
        /** @description All notification methods, in display order; the list is short and not paged. */
        NotifyMethodList: {
            subscribesChannels: components["schemas"]["NotifyMethod"][];
        };
        /**
         * @description Sortable columns of the whitelist and blacklist tables.
         * @enum {string}
         */
        SubnetEntrySortBy: "ip" | "aliasName" | "dateFrom" | "dateTo" | "enabled" | "comment";
        /**
         * @description An IPv4 or IPv6 address, or a subnet in CIDR notation (`10.12.0.0/16`). Null when the entry
         *     uses a network alias instead. A malformed value is rejected with `errorIp`.
         * @example 192.168.10.0/24
         */
        SubnetAddress: string | null;
        /**
         * @description An entry of the whitelist or of the blacklist (both lists have the same entries). An entry
         *     names either a subnet (`ip`) or a network alias (`alias`); the other one is null.
         */
        SubnetEntry: {
            id: components["schemas"]["Uuid"];
            /**
             * @description The entry takes effect. A disabled entry stays in the list and can be switched back
             *     on.
             */
            enabled: boolean;
            ip: components["schemas"]["SubnetAddress"];
            /** @description The network alias used instead of a subnet; null when `ip` is set. */
            alias: components["schemas"]["Uuid"] | null;
            /** @description Name of the network alias, for display; null when `ip` is set. */
            aliasName: string | null;
            /**
             * Format: date-time
             * @description Start of validity (UTC); null when the entry is valid from its creation.
             */
            dateFrom: string | null;
            /**
             * Format: date-time
             * @description Expiration (UTC), always later than `dateFrom`; null when the entry does not expire.
             */
            dateTo: string | null;
            /** @description Why the entry exists; null when none was entered. */
            comment: string | null;
        };
        /** @description One page of the whitelist or the blacklist. */
        SubnetEntryList: {
            accesses: components["schemas"]["SubnetEntry"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The create and edit modal of a whitelist or blacklist entry. Exactly one of `ip` and `alias`
         *     is a value and the other is null; neither gives `errorEmpty` on `ip`, a malformed `ip` gives
         *     `errorIp`, and a `dateTo` not later than `dateFrom` gives `errorDateOrder` on `dateTo`.
         */
        SubnetEntryInput: {
            /** @description New entries are enabled by default in the modal. */
            enabled: boolean;
            ip: components["schemas"]["SubnetAddress"];
            /** @description A network alias (`GET /platform/setting/network-aliases/search`), instead of a subnet. */
            alias: components["schemas"]["Uuid"] | null;
            /**
             * Format: date-time
             * @description Start of validity (UTC); null for "from now on".
             */
            dateFrom: string | null;
            /**
             * Format: date-time
             * @description Expiration (UTC), later than `dateFrom`; null for "never expires".
             */
            dateTo: string | null;
            comment: string | null;
        };
        /**
         * @description Sortable columns of the network aliases table.
         * @enum {string}
         */
        NetworkAliasSortBy: "name" | "comment";
        /** @description One address or subnet of a network alias. */
        NetworkAliasIp: {
            /** @description An IPv4 or IPv6 address, or a CIDR subnet; a malformed value gives `errorIp`. */
            ip: string;
            /** @description What the address is; null when none was entered. */
            comment: string | null;
        };
        /** @description A named set of addresses that whitelist and blacklist entries can use instead of a subnet. */
        NetworkAlias: {
            id: components["schemas"]["Uuid"];
            /** @description Name shown in the lists' alias picker and in their `aliasName` column. */
            name: string;
            ips: components["schemas"]["NetworkAliasIp"][];
            comment: string | null;
        };
        /** @description One page of network aliases. The items are named `networks`, as in the alias look-up. */
        NetworkAliasList: {
            networks: components["schemas"]["NetworkAlias"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The create and edit modal of a network alias. An empty name gives `errorEmpty` on `name`;
         *     a malformed address gives `errorIp` keyed by its position (`ips.0.ip`).
         */
        NetworkAliasInput: {
            name: string;
            ips: components["schemas"]["NetworkAliasIp"][];
            comment: string | null;
        };
        /**
         * @description Sortable columns of the history table; the default is `date`, newest first.
         * @enum {string}
         */
        ChangeHistorySortBy: "date" | "ip" | "changer" | "type" | "entity" | "subtype";
        /** @description The person who made a change. */
        ChangeHistoryChanger: {
            id: components["schemas"]["Uuid"];
            /** @description Full name. */
            fio: string;
        };
        /**
         * @description One parameter of a change, with its value before and after. Values are rendered as text
         *     (JSON for lists and objects) so that any parameter fits one column.
         */
        ChangeHistoryChange: {
            /**
             * @description Name of the parameter, as the entity's fields spell it (the `param` filter matches
             *     it).
             */
            param: string;
            /** @description Value before the change; null when the parameter had none (creation). */
            before: string | null;
            /** @description Value after the change; null when the parameter has none now (deletion). */
            after: string | null;
        };
        /**
         * @description One change made to the platform's configuration or data. The row is expandable: the
         *     expanded part lists `changes`, parameter by parameter.
         */
        ChangeHistoryRow: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: date-time
             * @description When the change was made (UTC).
             */
            date: string;
            /**
             * @description Address the change came from; null for changes made by the platform itself
             *     (synchronisation, scheduled jobs).
             */
            ip: string | null;
            /** @description Who made the change; null for changes made by the platform itself. */
            changer: components["schemas"]["ChangeHistoryChanger"] | null;
            /**
             * @description Code of the change type (`create`, `update`, `delete`, `enable`, …). The set is the
             *     server's (`GET /platform/setting/history/types`), so it is a string, not an enum; the
             *     portal shows the type's title from that list.
             * @example update
             */
            type: string;
            /**
             * @description Code of the kind of entity that changed (`applications`, `domains`, `settings`,
             *     `users`, …).
             * @example domains
             */
            entity: string;
            /**
             * @description Finer kind within the entity (for example the settings group or dynamic-field block);
             *     null when the entity has none.
             */
            subtype: string | null;
            /**
             * @description Identifier of the changed record; null for changes to the platform as a whole
             *     (settings). Not always a UUID (settings have codes).
             */
            entityId: string | null;
            /**
             * @description Name of the changed record at the time of the change, as people read it; null when it
             *     has none.
             */
            entityTitle: string | null;
            /**
             * @description The changed parameters, shown when the row is expanded; empty for a creation or
             *     deletion without details.
             */
            changes: components["schemas"]["ChangeHistoryChange"][];
        };
        /** @description One page of the history of changes. */
        ChangeHistoryList: {
            history: components["schemas"]["ChangeHistoryRow"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A change type, for the type filter and the rows' type column. */
        ChangeHistoryType: {
            /** @description The code rows carry in `type`. */
            code: string;
            /** @description Name shown to administrators. */
            title: string;
        };
        /** @description Every change type. */
        ChangeHistoryTypeList: {
            types: components["schemas"]["ChangeHistoryType"][];
        };
        /**
         * @description State of a monitored check or a diagnosed application. `up` works, `down` does not.
         * @enum {string}
         */
        HealthStatus: "up" | "down";
        /**
         * @description A status indicator of the header (monitoring, diagnostics, application updates), loaded
         *     when the portal starts. `status` is `down` when at least one item is down; the indicator
         *     shows `down` of `total` and, on hover, when the state was computed.
         */
        HealthIndicator: {
            status: components["schemas"]["HealthStatus"];
            /** @description Number of items that are down (or, for application updates, that need an update). */
            down: number;
            /** @description Number of items checked. */
            total: number;
            /**
             * Format: date-time
             * @description When the state was last computed (UTC); null before the first check after the platform
             *     started.
             */
            checkedAt: string | null;
        };
        /** @description An application that has monitoring checks, an option of the applications filter. */
        MonitoringApplication: {
            /** @description Code of the application, as the rows' `application` carries it. */
            code: string;
            /** @description Name of the application as administrators read it. */
            title: string;
        };
        /** @description Every application with monitoring checks. */
        MonitoringApplicationList: {
            applications: components["schemas"]["MonitoringApplication"][];
        };
        /**
         * @description Sortable columns of the monitoring table; the screen's default is `status`, descending
         *     (checks that are down first).
         * @enum {string}
         */
        MonitoringSortBy: "status" | "key" | "application" | "critical" | "stuckCounter" | "errorAt";
        /**
         * @description How serious a failing check is:
         *     - `1`: low
         *     - `2`: medium
         *     - `3`: high
         * @enum {integer}
         */
        MonitoringCriticality: 1 | 2 | 3;
        /** @description One monitored check of an application (a queue, a job, a connection, …). */
        MonitoringRow: {
            /** @description Unique key of the check; the `key` filter matches part of it. */
            key: string;
            /**
             * @description Code of the application the check belongs to; the portal shows its title from
             *     `monitoring/applications`.
             */
            application: string;
            /** @description What the check watches, as administrators read it. */
            description: string;
            status: components["schemas"]["HealthStatus"];
            /**
             * @description Current details of the check (for example a queue length); null when there is nothing
             *     to add.
             */
            info: string | null;
            /**
             * @description The stuck counter, the number of consecutive checks that found the item stuck; 0 while
             *     it works.
             */
            stuckCounter: number;
            /**
             * Format: date-time
             * @description When the last error happened (UTC); null when there was none.
             */
            errorAt: string | null;
            /** @description Text of the last error, as the application reported it; null when there was none. */
            lastError: string | null;
            critical: components["schemas"]["MonitoringCriticality"];
        };
        /** @description One page of monitoring checks. */
        MonitoringList: {
            monitoring: components["schemas"]["MonitoringRow"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The installed version of one application, against the version recommended for this
         *     platform release.
         */
        DiagnosticsVersion: {
            /** @description Code of the application; the `application` filter matches part of it. */
            application: string;
            /** @description Name or purpose of the application, as administrators read it. */
            description: string;
            status: components["schemas"]["HealthStatus"];
            /** @description Installed version; null when the application did not answer. */
            version: string | null;
            /** @description Version recommended for this platform release; null when there is no recommendation. */
            recommendedVersion: string | null;
            /** @description What the check found (an outdated version, no answer); null when all is well. */
            message: string | null;
        };
        /** @description The versions table of the Diagnostics screen; short and not paged. */
        DiagnosticsVersionList: {
            versions: components["schemas"]["DiagnosticsVersion"][];
        };
        /**
         * @description The license key issued to the company (an opaque token; the bound is the platform's
         *     storage limit).
         * @example PLT-7F3K-92QX-L4MB-8WZT
         */
        LicenseKey: string;
        /**
         * Format: uri
         * @description The address of the platform the license is issued for, as a full URL with scheme
         *     (`https://id.example.ru`). A malformed address is rejected with `errorUrl`.
         * @example https://id.example.ru
         */
        LicenseDomain: string;
        /** @description The saved values of the license form; both null while no license is installed. */
        LicenseForm: {
            key: components["schemas"]["LicenseKey"] | null;
            domain: components["schemas"]["LicenseDomain"] | null;
        };
        /**
         * @description Mode of the platform under its license:
         *     - `standard`: the license is active; everything works
         *     - `limited`: the license has expired; the platform runs with limitations
         * @enum {string}
         */
        LicenseState: "standard" | "limited";
        /**
         * @description Where today falls in the support period:
         *     - `active`: between `supportFrom` and `supportUntil`
         *     - `notStarted`: before `supportFrom`
         *     - `expired`: after `supportUntil`
         * @enum {string}
         */
        LicenseSupportState: "active" | "notStarted" | "expired";
        /** @description What the license server says about a license key. */
        LicenseInfo: {
            /**
             * Format: uri
             * @description The update server the license gives access to; null when the license includes no
             *     updates.
             */
            updateServer: string | null;
            /** @description The company the license is issued to. */
            company: string;
            /**
             * Format: date
             * @description First day of support; null when the license has no support period.
             */
            supportFrom: string | null;
            /**
             * Format: date
             * @description Last day of support; null when the license has no support period.
             */
            supportUntil: string | null;
            /**
             * @description Number of active users the license allows (users active over the last 15 minutes, as
             *     counted by `license/sessions`); null when the license sets no limit.
             */
            activeUsers: number | null;
            state: components["schemas"]["LicenseState"];
            supportState: components["schemas"]["LicenseSupportState"];
        };
        /** @description The License screen's data. `info` is null while no license is installed. */
        License: {
            form: components["schemas"]["LicenseForm"];
            info: components["schemas"]["LicenseInfo"] | null;
        };
        /**
         * @description The license form, to check or to save. Both members are required: an empty one gives
         *     `errorEmpty`, a malformed domain `errorUrl`, a key the license server rejects
         *     `errorInvalid` on `key`.
         */
        LicenseInput: {
            key: components["schemas"]["LicenseKey"];
            domain: components["schemas"]["LicenseDomain"];
        };
        /** @description Active users now. */
        LicenseSessions: {
            /** @description Number of users with activity over the last 15 minutes. */
            count: number;
        };
        /**
         * @description Sortable columns of the providers table.
         * @enum {string}
         */
        ProviderSortBy: "name" | "type" | "realm" | "url" | "enabled";
        /**
         * @description Kind of directory the platform reads users from.
         * @enum {string}
         */
        ProviderType: "keycloak" | "wapps";
        /**
         * @description Name of the provider as administrators see it in the table and the menu. It must contain
         *     at least one Latin letter (`errorLatinRequired` otherwise); other characters are allowed.
         *     The documents give no length bound; the platform accepts up to 255 characters.
         * @example Corporate Keycloak
         */
        ProviderName: string;
        /**
         * @description A client id or client secret of the provider: 1 to 64 letters, digits, `_` and `-`
         *     (`errorMask` otherwise).
         * @example platform-sync
         */
        ProviderClientCredential: string;
        /**
         * @description A row of the providers table. The client secret and the sync settings are not part of a
         *     row; the details modal loads them with `getProvider`.
         */
        ProviderListItem: {
            id: components["schemas"]["Uuid"];
            type: components["schemas"]["ProviderType"];
            /** @description The provider is active; the toggle sends the opposite value. */
            enabled: boolean;
            /** @description Realm (tenant) of the directory the platform reads from. */
            realm: string;
            name: components["schemas"]["ProviderName"];
            /**
             * Format: uri
             * @description Base address of the provider.
             */
            url: string;
            clientId: components["schemas"]["ProviderClientCredential"];
        };
        /** @description One page of the providers table. */
        ProviderList: {
            providers: components["schemas"]["ProviderListItem"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The Main tab of the provider modal, for create and update. Every member is sent every
         *     time (an update replaces the provider's fields; its sync settings are saved separately).
         */
        ProviderInput: {
            type: components["schemas"]["ProviderType"];
            enabled: boolean;
            realm: string;
            name: components["schemas"]["ProviderName"];
            /**
             * Format: uri
             * @description Must be a well-formed absolute URL (`errorUrl` otherwise).
             */
            url: string;
            clientId: components["schemas"]["ProviderClientCredential"];
            clientSecret: components["schemas"]["ProviderClientCredential"];
        };
        /**
         * @description Unit of the synchronisation period.
         * @enum {string}
         */
        ProviderSyncPeriodUnit: "minutes" | "hours" | "days";
        /**
         * @description State of a provider synchronisation.
         *     - `disabled`: synchronisation is switched off
         *     - `await`: no run has reported a status yet
         *     - `process`: a run is in progress (the screen updates only after a page refresh)
         *     - `success`: the last run succeeded
         *     - `error`: the last run failed; the next run is prevented and the screen says so
         *       instead of showing the next-run time
         * @enum {string}
         */
        SyncStatus: "disabled" | "await" | "process" | "success" | "error";
        /**
         * @description State of the synchronisation and its last run. The portal shows the work time of the
         *     last run (from `createdAt` to `completedAt`) in days, hours and minutes.
         */
        ProviderSyncDetails: {
            status: components["schemas"]["SyncStatus"];
            /** @description Entities synchronised successfully in the last run; null before the first run. */
            success: number | null;
            /** @description Entities that failed in the last run; null before the first run. */
            error: number | null;
            /**
             * Format: date-time
             * @description When the next run starts; null while synchronisation is disabled or prevented by an error.
             */
            nextAt: string | null;
            /**
             * Format: date-time
             * @description When the last run started; null before the first run.
             */
            createdAt: string | null;
            /**
             * Format: date-time
             * @description When the last run finished; null before the first run and while a run is in progress.
             */
            completedAt: string | null;
        };
        /** @description Synchronisation settings of one entity of a provider (the users tab of the modal). */
        ProviderSync: {
            id: components["schemas"]["Uuid"];
            /**
             * @description The synchronised entity; it names the tab of the modal. Only `users` exists today,
             *     so the documents give no closed list and the portal shows unknown values as they are.
             * @example users
             */
            type: string;
            /** @default false */
            enabled: boolean;
            /**
             * @description Start the next run on schedule even after a failed run.
             * @default false
             */
            restartOnFailure: boolean;
            periodUnit: components["schemas"]["ProviderSyncPeriodUnit"];
            /**
             * @description Period between runs, in `periodUnit`; 0 until the administrator sets it. A period
             *     under 24 hours is recommended (the form says so).
             * @default 0
             */
            periodAmount: number;
            /**
             * @description Entities fetched from the provider per request.
             * @default 50
             */
            syncLimit: number;
            /** @description The base mappers have been created (`createBaseMappers`); the button to create them is hidden then. */
            baseMappers: boolean;
            details: components["schemas"]["ProviderSyncDetails"];
        };
        /**
         * @description A provider with its synchronisation settings, as the details modal shows it (tab Main:
         *     the provider fields; tab Synchronization: one tab per entry of `sync`, today users).
         *     The client secret is returned because the modal edits it and sends it again with the
         *     connection check; the portal shows it masked.
         */
        Provider: {
            id: components["schemas"]["Uuid"];
            type: components["schemas"]["ProviderType"];
            enabled: boolean;
            /** @description Realm (tenant) of the directory the platform reads from. */
            realm: string;
            name: components["schemas"]["ProviderName"];
            /**
             * Format: uri
             * @description Base address of the provider; must be a well-formed absolute URL.
             */
            url: string;
            clientId: components["schemas"]["ProviderClientCredential"];
            clientSecret: components["schemas"]["ProviderClientCredential"];
            /** @description Synchronisation settings, one entry per synchronised entity. */
            sync: components["schemas"]["ProviderSync"][];
        };
        /**
         * @description The provider fields as currently entered in the modal, checked without being saved.
         *     `id` is sent when the modal edits an existing provider, so the platform can name it in
         *     its logs; the check always uses the values of the body.
         */
        ProviderConnectionCheck: {
            id?: components["schemas"]["Uuid"];
            type: components["schemas"]["ProviderType"];
            enabled: boolean;
            realm: string;
            name: components["schemas"]["ProviderName"];
            /** Format: uri */
            url: string;
            clientId: components["schemas"]["ProviderClientCredential"];
            clientSecret: components["schemas"]["ProviderClientCredential"];
        };
        /**
         * @description Result of a successful connection check. The failures (connection error, access error)
         *     arrive as a 400 with `providerError`.
         * @enum {string}
         */
        ProviderConnectionState: "connected";
        /** @description The provider answered and the account has every right the platform needs. */
        ProviderConnection: {
            status: components["schemas"]["ProviderConnectionState"];
        };
        /** @description The users tab of the provider modal. Every member is sent; a run in progress finishes with the old values. */
        ProviderSyncInput: {
            /** @default false */
            enabled: boolean;
            /** @default false */
            restartOnFailure: boolean;
            /**
             * @description Period between runs, in `periodUnit`; under 24 hours is recommended.
             * @default 0
             */
            periodAmount: number;
            periodUnit: components["schemas"]["ProviderSyncPeriodUnit"];
            /** @default 50 */
            syncLimit: number;
        };
        /**
         * @description Sortable columns of the mappers sub-table.
         * @enum {string}
         */
        MapperSortBy: "name" | "type" | "enabled";
        /**
         * @description What a mapper does.
         *     - `users-base`: fills a platform user field from provider attributes
         *     - `users-access`: grants roles or methods to users whose provider attributes match
         * @enum {string}
         */
        MapperType: "users-base" | "users-access";
        /**
         * @description Name of the mapper; Latin letters only (`errorLatin`), unique within the platform (409 otherwise).
         * @example firstName
         */
        MapperName: string;
        /**
         * @description How provider attributes are matched.
         *     - `key`: by the attribute's name
         *     - `value`: by the attribute's value
         * @enum {string}
         */
        MapperMappingType: "key" | "value";
        /** @description A provider attribute and the value the mapper matches or sets. */
        MapperAttribute: {
            id: components["schemas"]["Uuid"];
            /** @description Name of the attribute in the provider. */
            attribute: string;
            value: string;
        };
        /**
         * @description What a users-access mapper grants (role kinds are systemic, organizational and contractor).
         * @enum {string}
         */
        MapperAccessType: "role" | "method";
        /**
         * @description A rule that turns provider attributes into platform data during a synchronisation.
         *     Without custom attributes a mapper maps one provider attribute (`before`) onto one
         *     platform field (`after`, a code of `listMapperFields`); with `customAttributes` it uses
         *     the `attributes` list instead. A users-access mapper grants `accessIds` of `accessType`.
         *     Changing `type` or `customAttributes` in the form clears `before`, `after` and `attributes`.
         */
        Mapper: {
            id: components["schemas"]["Uuid"];
            type: components["schemas"]["MapperType"];
            /** @default true */
            enabled: boolean;
            name: components["schemas"]["MapperName"];
            /** @description The provider attribute read; null when `customAttributes` is on. */
            before: string | null;
            /** @description The platform field written; null for users-access mappers and when `customAttributes` is on. */
            after: string | null;
            /** @default false */
            customAttributes: boolean;
            mappingType: components["schemas"]["MapperMappingType"];
            /** @description The custom attribute rows; empty when `customAttributes` is off. */
            attributes: components["schemas"]["MapperAttribute"][];
            /** @description What the mapper grants; null for users-base mappers. */
            accessType: components["schemas"]["MapperAccessType"] | null;
            /** @description Ids of the roles or methods granted; empty for users-base mappers. */
            accessIds: components["schemas"]["Uuid"][];
        };
        /** @description One page of the mappers of a synchronisation entry. */
        MapperList: {
            mappers: components["schemas"]["Mapper"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description An attribute row of the mapper form; `id` is absent for a row added in the form. */
        MapperAttributeInput: {
            id?: components["schemas"]["Uuid"];
            attribute: string;
            value: string;
        };
        /**
         * @description The mapper form, for create and update. `before` and `after` go with
         *     `customAttributes: false`, `attributes` with `customAttributes: true`; `accessType` and
         *     `accessIds` go with users-access mappers. Absent members are stored as empty.
         */
        MapperInput: {
            type: components["schemas"]["MapperType"];
            /** @default true */
            enabled: boolean;
            name: components["schemas"]["MapperName"];
            before?: string | null;
            after?: string | null;
            /** @default false */
            customAttributes: boolean;
            mappingType: components["schemas"]["MapperMappingType"];
            attributes?: components["schemas"]["MapperAttributeInput"][];
            accessType?: components["schemas"]["MapperAccessType"] | null;
            accessIds?: components["schemas"]["Uuid"][];
        };
        /**
         * @description Sortable columns of the sync history.
         * @enum {string}
         */
        ProviderSyncHistorySortBy: "createdAt";
        /** @description A row of the sync history modal. */
        ProviderSyncHistoryEntry: {
            /**
             * @description Identifier of the synchronised entity as the provider knows it. A string, not a UUID,
             *     because not every provider type uses UUIDs.
             */
            entityId: string;
            /** @description What happened to the entity, as people read it. */
            description: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One page of the sync history of a synchronisation entry. */
        ProviderSyncHistory: {
            history: components["schemas"]["ProviderSyncHistoryEntry"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description A platform user field a mapper can fill.
         * @enum {string}
         */
        MapperFieldCode: "firstName" | "lastName" | "email" | "mobile" | "login" | "enabled";
        /** @description A platform user field offered in the mapper form. */
        MapperField: {
            code: components["schemas"]["MapperFieldCode"];
            /** @description Name of the field, in the interface language. */
            title: string;
        };
        /** @description The platform fields a mapper can fill. */
        MapperFieldList: {
            fields: components["schemas"]["MapperField"][];
        };
        /**
         * @description Sortable columns of the documents table.
         * @enum {string}
         */
        DocumentSortBy: "createdAt" | "name" | "code" | "type" | "enabled";
        /**
         * @description Code of a document or banner. The modal fills it in from the name (transliterated) and
         *     the administrator may change it. It must be unique (409 `errorUnique`) and use Latin
         *     script: it starts with a Latin letter and goes on with Latin letters, digits, `_` or `-`
         *     (`errorLatin` otherwise). Hyphens are allowed because agreement codes such as
         *     `personal-data` appear in links (`/platform/law/personal-data`). The documents give no
         *     length bound; the platform accepts up to 64 characters.
         * @example personal-data
         */
        LibraryCode: string;
        /**
         * @description A row of the documents table: the document without its texts. `localeIds` lists the
         *     languages it has a text in (the table's locale filter matches them).
         */
        DocumentListItem: {
            id: components["schemas"]["Uuid"];
            enabled: boolean;
            code: components["schemas"]["LibraryCode"];
            name: string;
            type: components["schemas"]["DocumentType"];
            adminVisible: boolean;
            format: components["schemas"]["DocumentFormat"];
            localeIds: components["schemas"]["Uuid"][];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One page of the documents table. */
        DocumentList: {
            documents: components["schemas"]["DocumentListItem"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The text of a document in one language (one tab of the document modal). */
        DocumentLocale: {
            /** @description The language (`Language.id`). */
            localeId: components["schemas"]["Uuid"];
            /** @description Title of the document in this language. */
            name: string;
            /** @description Text of the link to the document beside an agreement checkbox; null when the document is not linked from a form. */
            linkName: string | null;
            /** @description The document, in the markup of `format`. */
            content: string;
        };
        /**
         * @description The document modal, for create and update. `code` may be left out: on create the
         *     platform then generates it from the name, on update the code stays as it is. At least
         *     one locale entry is needed (400 `errorLocaleRequired` on `locales`).
         */
        DocumentInput: {
            enabled: boolean;
            code?: components["schemas"]["LibraryCode"];
            name: string;
            type: components["schemas"]["DocumentType"];
            /** @default true */
            adminVisible: boolean;
            format: components["schemas"]["DocumentFormat"];
            locales: components["schemas"]["DocumentLocale"][];
        };
        /** @description A document of the library, as the document modal edits it. */
        Document: {
            id: components["schemas"]["Uuid"];
            enabled: boolean;
            code: components["schemas"]["LibraryCode"];
            /** @description Name of the document in the administration area. */
            name: string;
            type: components["schemas"]["DocumentType"];
            /**
             * @description The document is offered in the administration pickers (domains' documents and agreements).
             * @default true
             */
            adminVisible: boolean;
            format: components["schemas"]["DocumentFormat"];
            locales: components["schemas"]["DocumentLocale"][];
            /**
             * Format: date-time
             * @description When the document was created. The documents sort the table by date without naming
             *     the field; this is it.
             */
            createdAt: string;
        };
        /**
         * @description Sortable columns of the banners table.
         * @enum {string}
         */
        BannerSortBy: "createdAt" | "title" | "code" | "visible";
        /** @description A banner domains can show on the sign-in pages. */
        Banner: {
            id: components["schemas"]["Uuid"];
            /** @default true */
            visible: boolean;
            title: string;
            code: components["schemas"]["LibraryCode"];
            /** @description Body of the banner; null for a title-only banner. */
            text: string | null;
            /**
             * Format: uri-reference
             * @description Where the banner leads; null when it is not a link.
             */
            link: string | null;
            /**
             * Format: date-time
             * @description When the banner was created. The documents sort the table by date without naming
             *     the field; this is it.
             */
            createdAt: string;
        };
        /** @description One page of the banners table. */
        BannerList: {
            banners: components["schemas"]["Banner"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description The banner modal, for create and update. `code` may be left out: on create the
         *     platform then generates it from the title, on update the code stays as it is.
         */
        BannerInput: {
            /** @default true */
            visible: boolean;
            title: string;
            code?: components["schemas"]["LibraryCode"];
            text: string | null;
            /** Format: uri-reference */
            link: string | null;
        };
        /** @description The new value of a visible flag; toggles send the opposite of the current value. */
        VisibleInput: {
            visible: boolean;
        };
        /**
         * @description Sortable columns of the languages table.
         * @enum {string}
         */
        LanguageSortBy: "name" | "code" | "enabled";
        /** @description An interface language of the platform (domains and documents refer to it by id). */
        Language: {
            id: components["schemas"]["Uuid"];
            /** @description Name of the language as people read it in the language switcher. */
            name: string;
            /** @description Two-letter Latin code (ISO 639-1), unique. */
            code: components["schemas"]["Locale"];
            /** @default true */
            enabled: boolean;
        };
        /** @description One page of the languages table. */
        LanguageList: {
            locales: components["schemas"]["Language"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The language modal, for create and update. */
        LanguageInput: {
            name: string;
            code: components["schemas"]["Locale"];
            /** @default true */
            enabled: boolean;
        };
        /**
         * @description Sortable columns of the integration log; the default is `updatedAt`, descending.
         * @enum {string}
         */
        IntegrationRecordSortBy: "createdAt" | "updatedAt" | "key" | "status";
        /**
         * @description An entity the platform synchronises with the other applications (the log's `key`).
         * @enum {string}
         */
        SyncEntity: "companies" | "users" | "subscribes" | "subscribers" | "subscribesSchedules" | "contractorsGroups" | "personnelActions" | "personnelActionsAggs" | "personnelTypes" | "personnelRelationshipTypes" | "applications" | "roles" | "locales" | "countries" | "positions" | "departments" | "usersGroups" | "devicesTypes";
        /**
         * @description State of an integration exchange:
         *     - `wait`: sent, no answer yet
         *     - `success`: answered and applied
         *     - `error`: failed; the response holds the error
         * @enum {string}
         */
        IntegrationRecordStatus: "wait" | "success" | "error";
        /**
         * @description One exchange of the integration log. `request` and `response` are short previews; the
         *     whole payloads are downloaded with `requests/{id}` and `responses/{id}`.
         */
        IntegrationRecord: {
            id: components["schemas"]["Uuid"];
            /**
             * Format: date-time
             * @description When the exchange started (UTC).
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When its state last changed (UTC).
             */
            updatedAt: string;
            key: components["schemas"]["SyncEntity"];
            status: components["schemas"]["IntegrationRecordStatus"];
            /**
             * @description The first 200 characters of the request payload; null when no request was recorded
             *     (the download button is then hidden).
             */
            request: string | null;
            /**
             * @description The first 200 characters of the response payload; null while there is none (status
             *     `wait`), and the download button is then hidden.
             */
            response: string | null;
        };
        /**
         * @description One page of the integration log. The items are named `monitoring`, as the documents name
         *     them.
         */
        IntegrationRecordList: {
            monitoring: components["schemas"]["IntegrationRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description The entities of the key filter. The portal translates each value for display. */
        IntegrationKeyList: {
            keys: components["schemas"]["SyncEntity"][];
        };
        /**
         * @description Sortable columns of the synchronisation table; the default is `entity`, ascending.
         * @enum {string}
         */
        IntegrationSyncSortBy: "entity" | "enabled" | "status" | "lastSyncAt";
        /**
         * @description State of the last full synchronisation of an entity:
         *     - `await`: never run
         *     - `process`: running now; starting another one is refused
         *     - `success`: the last one completed
         *     - `error`: the last one failed
         * @enum {string}
         */
        IntegrationSyncStatus: "await" | "process" | "success" | "error";
        /** @description The synchronisation of one entity with the other applications. */
        IntegrationSync: {
            id: components["schemas"]["Uuid"];
            entity: components["schemas"]["SyncEntity"];
            /** @description Changes of the entity are sent to the other applications. */
            enabled: boolean;
            status: components["schemas"]["IntegrationSyncStatus"];
            /**
             * Format: date-time
             * @description When the last full synchronisation finished (UTC); null when none has.
             */
            lastSyncAt: string | null;
        };
        /** @description One page of synchronised entities. */
        IntegrationSyncList: {
            synchronizations: components["schemas"]["IntegrationSync"][];
            meta: components["schemas"]["ListMeta"];
        };
    };
    responses: {
        /** @description The request is invalid; `errorList` marks the fields. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /**
         * @description The request does not match the contract (a required member missing, a wrong type or
         *     format). Distinct from 400, which reports business validation as `errorList`.
         */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No valid session; the portal sends the person to sign-in. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such entity. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Done; nothing to return. */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description A limit of the platform is reached (codes per day, registrations from one address per
         *     day, repeated attempts). `Retry-After` says when to try again; the portal counts down.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait (or an HTTP date); absent when the platform does not know. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The link was already used. */
        LinkBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Another account is signed in in this browser; the page offers to sign out. */
        LinkConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The link cannot be used; the flags say why. */
        LinkForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The account is managed by a directory service (LDAP) and cannot do this here. */
        DirectoryAccount: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The session may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The change conflicts with the current state; `errorList` says where. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
        LinkIdPath: string;
        /** @description Page number, from 1. */
        Page: number;
        /** @description Rows per page. */
        Limit: number;
        /** @description Sort direction. */
        Sort: components["schemas"]["SortDirection"];
        /** @description Only rows from this date on (inclusive). */
        DateFrom: string;
        /** @description Only rows up to this date (inclusive). */
        DateTo: string;
        /** @description Identifier of the entity. */
        IdPath: components["schemas"]["Uuid"];
        /** @description Text a look-up matches against names and codes. */
        SearchValue: string;
        /** @description Return exactly these entries (to show the current value of a picker). */
        Ids: components["schemas"]["Uuid"][];
        /** @description Free-text search. */
        Search: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ProjectCopyright = components['schemas']['ProjectCopyright'];
export type ProjectLink = components['schemas']['ProjectLink'];
export type ProjectTechnicalLink = components['schemas']['ProjectTechnicalLink'];
export type Uuid = components['schemas']['Uuid'];
export type ProjectTermsInfo = components['schemas']['ProjectTermsInfo'];
export type ProjectLawInfo = components['schemas']['ProjectLawInfo'];
export type Locale = components['schemas']['Locale'];
export type ProjectAuthBanner = components['schemas']['ProjectAuthBanner'];
export type ProjectCookieNotice = components['schemas']['ProjectCookieNotice'];
export type ProjectLocaleOptions = components['schemas']['ProjectLocaleOptions'];
export type ProjectUiSettings = components['schemas']['ProjectUiSettings'];
export type ProjectLocale = components['schemas']['ProjectLocale'];
export type ProjectLogos = components['schemas']['ProjectLogos'];
export type ProjectInfo = components['schemas']['ProjectInfo'];
export type MessageCode = components['schemas']['MessageCode'];
export type FieldErrors = components['schemas']['FieldErrors'];
export type TermsEntry = components['schemas']['TermsEntry'];
export type LinkState = components['schemas']['LinkState'];
export type UniqueError = components['schemas']['UniqueError'];
export type ConflictReason = components['schemas']['ConflictReason'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type UiMenuType = components['schemas']['UiMenuType'];
export type UiMenuEntry = components['schemas']['UiMenuEntry'];
export type UiMenu = components['schemas']['UiMenu'];
export type ServicesMenu = components['schemas']['ServicesMenu'];
export type AccessFlags = components['schemas']['AccessFlags'];
export type PlatformConfigureSettings = components['schemas']['PlatformConfigureSettings'];
export type PlatformConfigure = components['schemas']['PlatformConfigure'];
export type ServiceApplication = components['schemas']['ServiceApplication'];
export type PasswordPolicy = components['schemas']['PasswordPolicy'];
export type PublicFieldRule = components['schemas']['PublicFieldRule'];
export type PublicSettings = components['schemas']['PublicSettings'];
export type UserUiSettings = components['schemas']['UserUiSettings'];
export type UserUiSettingsPatch = components['schemas']['UserUiSettingsPatch'];
export type CountryCode = components['schemas']['CountryCode'];
export type CountryCodeList = components['schemas']['CountryCodeList'];
export type DisplaySize = components['schemas']['DisplaySize'];
export type DisplayZoom = components['schemas']['DisplayZoom'];
export type DeviceDisplayReport = components['schemas']['DeviceDisplayReport'];
export type MetricsHit = components['schemas']['MetricsHit'];
export type DocumentFormat = components['schemas']['DocumentFormat'];
export type DocumentViewEntry = components['schemas']['DocumentViewEntry'];
export type DocumentView = components['schemas']['DocumentView'];
export type StyleAsset = components['schemas']['StyleAsset'];
export type IdAttribute = components['schemas']['IdAttribute'];
export type Phone = components['schemas']['Phone'];
export type AuthFlow = components['schemas']['AuthFlow'];
export type AuthConfig = components['schemas']['AuthConfig'];
export type TermsAgreement = components['schemas']['TermsAgreement'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type SendLoginCodeRequest = components['schemas']['SendLoginCodeRequest'];
export type CodeSent = components['schemas']['CodeSent'];
export type PersonNamePart = components['schemas']['PersonNamePart'];
export type RegistrationLinkRequest = components['schemas']['RegistrationLinkRequest'];
export type LinkStatus = components['schemas']['LinkStatus'];
export type LinkHash = components['schemas']['LinkHash'];
export type RegistrationCodeRequest = components['schemas']['RegistrationCodeRequest'];
export type MobileCodeSent = components['schemas']['MobileCodeSent'];
export type MobileVerificationCode = components['schemas']['MobileVerificationCode'];
export type RegistrationVerifyRequest = components['schemas']['RegistrationVerifyRequest'];
export type NewPasswordValue = components['schemas']['NewPasswordValue'];
export type RepeatPasswordValue = components['schemas']['RepeatPasswordValue'];
export type RegistrationCompleteRequest = components['schemas']['RegistrationCompleteRequest'];
export type SignUpResult = components['schemas']['SignUpResult'];
export type PasswordLinkRequest = components['schemas']['PasswordLinkRequest'];
export type NewPasswordRequest = components['schemas']['NewPasswordRequest'];
export type InvitationLinkStatus = components['schemas']['InvitationLinkStatus'];
export type InvitationCodeRequest = components['schemas']['InvitationCodeRequest'];
export type InvitationVerifyRequest = components['schemas']['InvitationVerifyRequest'];
export type InvitationAcceptRequest = components['schemas']['InvitationAcceptRequest'];
export type ProfileMainSummary = components['schemas']['ProfileMainSummary'];
export type ProfileAccessInfo = components['schemas']['ProfileAccessInfo'];
export type ProfileAvailableActions = components['schemas']['ProfileAvailableActions'];
export type ProfileTermsEntry = components['schemas']['ProfileTermsEntry'];
export type ProfileUpdatedInfo = components['schemas']['ProfileUpdatedInfo'];
export type ProfileSummary = components['schemas']['ProfileSummary'];
export type Messenger = components['schemas']['Messenger'];
export type Gender = components['schemas']['Gender'];
export type ProfileMainInfoInput = components['schemas']['ProfileMainInfoInput'];
export type ProfilePhoneContact = components['schemas']['ProfilePhoneContact'];
export type ProfileEmailContact = components['schemas']['ProfileEmailContact'];
export type ProfileContactsInfo = components['schemas']['ProfileContactsInfo'];
export type ProfileFieldValue = components['schemas']['ProfileFieldValue'];
export type ProfileAdditionalInfo = components['schemas']['ProfileAdditionalInfo'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type ProfileGroup = components['schemas']['ProfileGroup'];
export type ProfileMainInfo = components['schemas']['ProfileMainInfo'];
export type ProfileDetails = components['schemas']['ProfileDetails'];
export type ProfileTab = components['schemas']['ProfileTab'];
export type ProfileBlock = components['schemas']['ProfileBlock'];
export type FieldType = components['schemas']['FieldType'];
export type FieldItem = components['schemas']['FieldItem'];
export type ProfileFieldConfig = components['schemas']['ProfileFieldConfig'];
export type ProfileConfigure = components['schemas']['ProfileConfigure'];
export type ProfilePasswordChange = components['schemas']['ProfilePasswordChange'];
export type SortDirection = components['schemas']['SortDirection'];
export type ProfileHistoryChange = components['schemas']['ProfileHistoryChange'];
export type ProfileHistoryRow = components['schemas']['ProfileHistoryRow'];
export type ListMeta = components['schemas']['ListMeta'];
export type ProfileHistoryList = components['schemas']['ProfileHistoryList'];
export type AvatarUpload = components['schemas']['AvatarUpload'];
export type AvatarUploaded = components['schemas']['AvatarUploaded'];
export type SessionDevice = components['schemas']['SessionDevice'];
export type AuthSystem = components['schemas']['AuthSystem'];
export type SessionUser = components['schemas']['SessionUser'];
export type Session = components['schemas']['Session'];
export type ProfileSessionList = components['schemas']['ProfileSessionList'];
export type SubscriptionPeriod = components['schemas']['SubscriptionPeriod'];
export type SubscriptionChannelState = components['schemas']['SubscriptionChannelState'];
export type Subscription = components['schemas']['Subscription'];
export type NotifyMethodKind = components['schemas']['NotifyMethodKind'];
export type SubscriptionChannel = components['schemas']['SubscriptionChannel'];
export type SubscriptionList = components['schemas']['SubscriptionList'];
export type SubscriptionChange = components['schemas']['SubscriptionChange'];
export type SubscriptionChanges = components['schemas']['SubscriptionChanges'];
export type RoleType = components['schemas']['RoleType'];
export type Role = components['schemas']['Role'];
export type CompanyRequisites = components['schemas']['CompanyRequisites'];
export type LegalType = components['schemas']['LegalType'];
export type Company = components['schemas']['Company'];
export type CompanyList = components['schemas']['CompanyList'];
export type ContactStatus = components['schemas']['ContactStatus'];
export type ContactContractorSummary = components['schemas']['ContactContractorSummary'];
export type Contact = components['schemas']['Contact'];
export type ContactList = components['schemas']['ContactList'];
export type ContactContractorAccess = components['schemas']['ContactContractorAccess'];
export type ContactContractor = components['schemas']['ContactContractor'];
export type ContactContractorList = components['schemas']['ContactContractorList'];
export type Notification = components['schemas']['Notification'];
export type NotificationList = components['schemas']['NotificationList'];
export type LatestNotifications = components['schemas']['LatestNotifications'];
export type NotificationRead = components['schemas']['NotificationRead'];
export type AccessRequestRole = components['schemas']['AccessRequestRole'];
export type AccessRequestStatus = components['schemas']['AccessRequestStatus'];
export type AccessRequestDecisionKind = components['schemas']['AccessRequestDecisionKind'];
export type ContractorRoles = components['schemas']['ContractorRoles'];
export type AccessRequestDecision = components['schemas']['AccessRequestDecision'];
export type AccessRequest = components['schemas']['AccessRequest'];
export type AccessRequestList = components['schemas']['AccessRequestList'];
export type AccessRequestCompanyInput = components['schemas']['AccessRequestCompanyInput'];
export type AccessRequestInput = components['schemas']['AccessRequestInput'];
export type AccessRequestsCreated = components['schemas']['AccessRequestsCreated'];
export type AvailableRoles = components['schemas']['AvailableRoles'];
export type AccessRequestApproval = components['schemas']['AccessRequestApproval'];
export type AccessRequestRefusal = components['schemas']['AccessRequestRefusal'];
export type AccessRequestAllow = components['schemas']['AccessRequestAllow'];
export type ContractorOrganization = components['schemas']['ContractorOrganization'];
export type ContractorOption = components['schemas']['ContractorOption'];
export type ContractorOptionList = components['schemas']['ContractorOptionList'];
export type InvitationStatus = components['schemas']['InvitationStatus'];
export type InvitationAccess = components['schemas']['InvitationAccess'];
export type Invitation = components['schemas']['Invitation'];
export type InvitationList = components['schemas']['InvitationList'];
export type ContractorAccessInput = components['schemas']['ContractorAccessInput'];
export type InvitationCreate = components['schemas']['InvitationCreate'];
export type IdAnswer = components['schemas']['IdAnswer'];
export type ContactContractorInput = components['schemas']['ContactContractorInput'];
export type ApplicationSortBy = components['schemas']['ApplicationSortBy'];
export type ApplicationType = components['schemas']['ApplicationType'];
export type ApplicationCode = components['schemas']['ApplicationCode'];
export type ApplicationActionsAccess = components['schemas']['ApplicationActionsAccess'];
export type ApplicationListItem = components['schemas']['ApplicationListItem'];
export type ApplicationList = components['schemas']['ApplicationList'];
export type ApplicationClientId = components['schemas']['ApplicationClientId'];
export type ApplicationClientSecret = components['schemas']['ApplicationClientSecret'];
export type ApplicationClient = components['schemas']['ApplicationClient'];
export type ApplicationInput = components['schemas']['ApplicationInput'];
export type Application = components['schemas']['Application'];
export type ApplicationOrderItem = components['schemas']['ApplicationOrderItem'];
export type ApplicationOrder = components['schemas']['ApplicationOrder'];
export type ApplicationClientSecretAnswer = components['schemas']['ApplicationClientSecretAnswer'];
export type ApplicationSessionSortBy = components['schemas']['ApplicationSessionSortBy'];
export type ApplicationSessionList = components['schemas']['ApplicationSessionList'];
export type RoleMethodAccessType = components['schemas']['RoleMethodAccessType'];
export type RoleMethodSearchType = components['schemas']['RoleMethodSearchType'];
export type RoleMethodOption = components['schemas']['RoleMethodOption'];
export type RoleMethodOptionList = components['schemas']['RoleMethodOptionList'];
export type MethodFilterType = components['schemas']['MethodFilterType'];
export type DomainSortBy = components['schemas']['DomainSortBy'];
export type DomainAlias = components['schemas']['DomainAlias'];
export type DomainListItem = components['schemas']['DomainListItem'];
export type DomainList = components['schemas']['DomainList'];
export type DomainDeviceIdAttributes = components['schemas']['DomainDeviceIdAttributes'];
export type DomainTechnicalLink = components['schemas']['DomainTechnicalLink'];
export type DomainLocaleSettings = components['schemas']['DomainLocaleSettings'];
export type DomainLocale = components['schemas']['DomainLocale'];
export type DomainAgreement = components['schemas']['DomainAgreement'];
export type DomainInput = components['schemas']['DomainInput'];
export type Domain = components['schemas']['Domain'];
export type EnabledInput = components['schemas']['EnabledInput'];
export type DomainOption = components['schemas']['DomainOption'];
export type DomainOptionList = components['schemas']['DomainOptionList'];
export type BaseDomainSettings = components['schemas']['BaseDomainSettings'];
export type DomainStyleTemplate = components['schemas']['DomainStyleTemplate'];
export type DomainStyleTemplateList = components['schemas']['DomainStyleTemplateList'];
export type LocaleOption = components['schemas']['LocaleOption'];
export type LocaleOptionList = components['schemas']['LocaleOptionList'];
export type DocumentType = components['schemas']['DocumentType'];
export type DocumentOption = components['schemas']['DocumentOption'];
export type DocumentOptionList = components['schemas']['DocumentOptionList'];
export type BannerOption = components['schemas']['BannerOption'];
export type BannerOptionList = components['schemas']['BannerOptionList'];
export type DeviceTypeCode = components['schemas']['DeviceTypeCode'];
export type DeviceTypeOption = components['schemas']['DeviceTypeOption'];
export type DeviceTypeOptionList = components['schemas']['DeviceTypeOptionList'];
export type DeviceTypeSortBy = components['schemas']['DeviceTypeSortBy'];
export type DeviceType = components['schemas']['DeviceType'];
export type DeviceTypeList = components['schemas']['DeviceTypeList'];
export type DeviceTypeInput = components['schemas']['DeviceTypeInput'];
export type AuthSchemeFlow = components['schemas']['AuthSchemeFlow'];
export type AuthSchemeFlowList = components['schemas']['AuthSchemeFlowList'];
export type AuthSchemeFactor = components['schemas']['AuthSchemeFactor'];
export type AuthScheme = components['schemas']['AuthScheme'];
export type AuthSchemeList = components['schemas']['AuthSchemeList'];
export type AuthSchemeInput = components['schemas']['AuthSchemeInput'];
export type ActiveInput = components['schemas']['ActiveInput'];
export type AuthSchemePriority = components['schemas']['AuthSchemePriority'];
export type AuthSchemePriorityList = components['schemas']['AuthSchemePriorityList'];
export type SettingValueType = components['schemas']['SettingValueType'];
export type SettingValue = components['schemas']['SettingValue'];
export type SettingDurationUnit = components['schemas']['SettingDurationUnit'];
export type SettingOption = components['schemas']['SettingOption'];
export type SettingValueProps = components['schemas']['SettingValueProps'];
export type Setting = components['schemas']['Setting'];
export type SettingsGroup = components['schemas']['SettingsGroup'];
export type SettingsModule = components['schemas']['SettingsModule'];
export type SettingsModuleList = components['schemas']['SettingsModuleList'];
export type SettingChange = components['schemas']['SettingChange'];
export type SettingChangeList = components['schemas']['SettingChangeList'];
export type RoleOptionList = components['schemas']['RoleOptionList'];
export type UserContactOption = components['schemas']['UserContactOption'];
export type UserContactOptionList = components['schemas']['UserContactOptionList'];
export type NetworkAliasOption = components['schemas']['NetworkAliasOption'];
export type NetworkAliasOptionList = components['schemas']['NetworkAliasOptionList'];
export type PersonnelActionTypeOption = components['schemas']['PersonnelActionTypeOption'];
export type PersonnelActionTypeOptionList = components['schemas']['PersonnelActionTypeOptionList'];
export type DynamicFieldEntityType = components['schemas']['DynamicFieldEntityType'];
export type DynamicFieldTypeOption = components['schemas']['DynamicFieldTypeOption'];
export type DynamicFieldTypeList = components['schemas']['DynamicFieldTypeList'];
export type DynamicFieldCode = components['schemas']['DynamicFieldCode'];
export type DynamicFieldTabViewType = components['schemas']['DynamicFieldTabViewType'];
export type DynamicFieldTabSummary = components['schemas']['DynamicFieldTabSummary'];
export type DynamicFieldTabList = components['schemas']['DynamicFieldTabList'];
export type DynamicFieldActionsAccess = components['schemas']['DynamicFieldActionsAccess'];
export type DynamicField = components['schemas']['DynamicField'];
export type DynamicFieldSubtype = components['schemas']['DynamicFieldSubtype'];
export type DynamicFieldTab = components['schemas']['DynamicFieldTab'];
export type DynamicFieldTabOrder = components['schemas']['DynamicFieldTabOrder'];
export type DynamicFieldTabOrderList = components['schemas']['DynamicFieldTabOrderList'];
export type DynamicFieldOrder = components['schemas']['DynamicFieldOrder'];
export type DynamicFieldSubtypeOrder = components['schemas']['DynamicFieldSubtypeOrder'];
export type DynamicFieldSubtypeOrderList = components['schemas']['DynamicFieldSubtypeOrderList'];
export type DynamicFieldSubtypeUpdate = components['schemas']['DynamicFieldSubtypeUpdate'];
export type DynamicFieldSubtypeInput = components['schemas']['DynamicFieldSubtypeInput'];
export type DynamicFieldItemInput = components['schemas']['DynamicFieldItemInput'];
export type DynamicFieldInput = components['schemas']['DynamicFieldInput'];
export type NotifyMethod = components['schemas']['NotifyMethod'];
export type NotifyMethodList = components['schemas']['NotifyMethodList'];
export type SubnetEntrySortBy = components['schemas']['SubnetEntrySortBy'];
export type SubnetAddress = components['schemas']['SubnetAddress'];
export type SubnetEntry = components['schemas']['SubnetEntry'];
export type SubnetEntryList = components['schemas']['SubnetEntryList'];
export type SubnetEntryInput = components['schemas']['SubnetEntryInput'];
export type NetworkAliasSortBy = components['schemas']['NetworkAliasSortBy'];
export type NetworkAliasIp = components['schemas']['NetworkAliasIp'];
export type NetworkAlias = components['schemas']['NetworkAlias'];
export type NetworkAliasList = components['schemas']['NetworkAliasList'];
export type NetworkAliasInput = components['schemas']['NetworkAliasInput'];
export type ChangeHistorySortBy = components['schemas']['ChangeHistorySortBy'];
export type ChangeHistoryChanger = components['schemas']['ChangeHistoryChanger'];
export type ChangeHistoryChange = components['schemas']['ChangeHistoryChange'];
export type ChangeHistoryRow = components['schemas']['ChangeHistoryRow'];
export type ChangeHistoryList = components['schemas']['ChangeHistoryList'];
export type ChangeHistoryType = components['schemas']['ChangeHistoryType'];
export type ChangeHistoryTypeList = components['schemas']['ChangeHistoryTypeList'];
export type HealthStatus = components['schemas']['HealthStatus'];
export type HealthIndicator = components['schemas']['HealthIndicator'];
export type MonitoringApplication = components['schemas']['MonitoringApplication'];
export type MonitoringApplicationList = components['schemas']['MonitoringApplicationList'];
export type MonitoringSortBy = components['schemas']['MonitoringSortBy'];
export type MonitoringCriticality = components['schemas']['MonitoringCriticality'];
export type MonitoringRow = components['schemas']['MonitoringRow'];
export type MonitoringList = components['schemas']['MonitoringList'];
export type DiagnosticsVersion = components['schemas']['DiagnosticsVersion'];
export type DiagnosticsVersionList = components['schemas']['DiagnosticsVersionList'];
export type LicenseKey = components['schemas']['LicenseKey'];
export type LicenseDomain = components['schemas']['LicenseDomain'];
export type LicenseForm = components['schemas']['LicenseForm'];
export type LicenseState = components['schemas']['LicenseState'];
export type LicenseSupportState = components['schemas']['LicenseSupportState'];
export type LicenseInfo = components['schemas']['LicenseInfo'];
export type License = components['schemas']['License'];
export type LicenseInput = components['schemas']['LicenseInput'];
export type LicenseSessions = components['schemas']['LicenseSessions'];
export type ProviderSortBy = components['schemas']['ProviderSortBy'];
export type ProviderType = components['schemas']['ProviderType'];
export type ProviderName = components['schemas']['ProviderName'];
export type ProviderClientCredential = components['schemas']['ProviderClientCredential'];
export type ProviderListItem = components['schemas']['ProviderListItem'];
export type ProviderList = components['schemas']['ProviderList'];
export type ProviderInput = components['schemas']['ProviderInput'];
export type ProviderSyncPeriodUnit = components['schemas']['ProviderSyncPeriodUnit'];
export type SyncStatus = components['schemas']['SyncStatus'];
export type ProviderSyncDetails = components['schemas']['ProviderSyncDetails'];
export type ProviderSync = components['schemas']['ProviderSync'];
export type Provider = components['schemas']['Provider'];
export type ProviderConnectionCheck = components['schemas']['ProviderConnectionCheck'];
export type ProviderConnectionState = components['schemas']['ProviderConnectionState'];
export type ProviderConnection = components['schemas']['ProviderConnection'];
export type ProviderSyncInput = components['schemas']['ProviderSyncInput'];
export type MapperSortBy = components['schemas']['MapperSortBy'];
export type MapperType = components['schemas']['MapperType'];
export type MapperName = components['schemas']['MapperName'];
export type MapperMappingType = components['schemas']['MapperMappingType'];
export type MapperAttribute = components['schemas']['MapperAttribute'];
export type MapperAccessType = components['schemas']['MapperAccessType'];
export type Mapper = components['schemas']['Mapper'];
export type MapperList = components['schemas']['MapperList'];
export type MapperAttributeInput = components['schemas']['MapperAttributeInput'];
export type MapperInput = components['schemas']['MapperInput'];
export type ProviderSyncHistorySortBy = components['schemas']['ProviderSyncHistorySortBy'];
export type ProviderSyncHistoryEntry = components['schemas']['ProviderSyncHistoryEntry'];
export type ProviderSyncHistory = components['schemas']['ProviderSyncHistory'];
export type MapperFieldCode = components['schemas']['MapperFieldCode'];
export type MapperField = components['schemas']['MapperField'];
export type MapperFieldList = components['schemas']['MapperFieldList'];
export type DocumentSortBy = components['schemas']['DocumentSortBy'];
export type LibraryCode = components['schemas']['LibraryCode'];
export type DocumentListItem = components['schemas']['DocumentListItem'];
export type DocumentList = components['schemas']['DocumentList'];
export type DocumentLocale = components['schemas']['DocumentLocale'];
export type DocumentInput = components['schemas']['DocumentInput'];
export type Document = components['schemas']['Document'];
export type BannerSortBy = components['schemas']['BannerSortBy'];
export type Banner = components['schemas']['Banner'];
export type BannerList = components['schemas']['BannerList'];
export type BannerInput = components['schemas']['BannerInput'];
export type VisibleInput = components['schemas']['VisibleInput'];
export type LanguageSortBy = components['schemas']['LanguageSortBy'];
export type Language = components['schemas']['Language'];
export type LanguageList = components['schemas']['LanguageList'];
export type LanguageInput = components['schemas']['LanguageInput'];
export type IntegrationRecordSortBy = components['schemas']['IntegrationRecordSortBy'];
export type SyncEntity = components['schemas']['SyncEntity'];
export type IntegrationRecordStatus = components['schemas']['IntegrationRecordStatus'];
export type IntegrationRecord = components['schemas']['IntegrationRecord'];
export type IntegrationRecordList = components['schemas']['IntegrationRecordList'];
export type IntegrationKeyList = components['schemas']['IntegrationKeyList'];
export type IntegrationSyncSortBy = components['schemas']['IntegrationSyncSortBy'];
export type IntegrationSyncStatus = components['schemas']['IntegrationSyncStatus'];
export type IntegrationSync = components['schemas']['IntegrationSync'];
export type IntegrationSyncList = components['schemas']['IntegrationSyncList'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnprocessable = components['responses']['Unprocessable'];
export type ResponseUnauthenticated = components['responses']['Unauthenticated'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseDone = components['responses']['Done'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseLinkBadRequest = components['responses']['LinkBadRequest'];
export type ResponseLinkConflict = components['responses']['LinkConflict'];
export type ResponseLinkForbidden = components['responses']['LinkForbidden'];
export type ResponseDirectoryAccount = components['responses']['DirectoryAccount'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseConflict = components['responses']['Conflict'];
export type ParameterLinkIdPath = components['parameters']['LinkIdPath'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterSort = components['parameters']['Sort'];
export type ParameterDateFrom = components['parameters']['DateFrom'];
export type ParameterDateTo = components['parameters']['DateTo'];
export type ParameterIdPath = components['parameters']['IdPath'];
export type ParameterSearchValue = components['parameters']['SearchValue'];
export type ParameterIds = components['parameters']['Ids'];
export type ParameterSearch = components['parameters']['Search'];
export type $defs = Record<string, never>;
export interface operations {
    getProjectInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project of this domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectInfo"];
                };
            };
            /** @description The request's host is not a configured domain or alias; the portal shows the technical error page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMenu: {
        parameters: {
            query: {
                /** @description Which menu; the portal asks for `platform`. */
                type: components["schemas"]["UiMenuType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UiMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPlatformMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The administration menu, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UiMenu"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    getServicesMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services, in the administrators' order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicesMenu"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    getPlatformConfigure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person's flags and the settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformConfigure"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    getServiceApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Application code (Latin letters only). */
                app: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceApplication"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPublicSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSettings"];
                };
            };
            /** @description The request's host is not a configured domain or alias; the portal shows the technical error page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserUiSettings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    updateUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUiSettingsPatch"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description A value is invalid (an unknown locale, a page size out of range). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCountryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryCodeList"];
                };
            };
        };
    };
    reportDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceDisplayReport"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description A value is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    recordMetricsHit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricsHit"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description A value is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    getDocumentView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Document code (`TermsEntry.type`, the last segment of an agreement link). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document in its locales. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentView"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getStyleAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The project's style (`ProjectInfo.styleCode`) for the logos, the project's `code` for the sign-in backgrounds. */
                styleCode: string;
                asset: components["schemas"]["StyleAsset"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, in the format the style holds it in. */
            200: {
                headers: {
                    /** @description Shown inline, with the file name. */
                    "Content-Disposition"?: string;
                    /** @description Images change only with the style; browsers may keep them a day. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The style does not exist or has no such image. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    getAuthConfig: {
        parameters: {
            query?: {
                /** @description The entered login (idAttribute login). */
                login?: string;
                /** @description The entered email (idAttribute email). */
                email?: string;
                /** @description The entered mobile number (idAttribute mobile). */
                mobile?: components["schemas"]["Phone"];
            };
            header?: never;
            path: {
                idAttribute: components["schemas"]["IdAttribute"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flows, first one current. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idAttribute: components["schemas"]["IdAttribute"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            204: {
                headers: {
                    /** @description The session cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong credentials or code (`errorList`), or the confirmation time expired (`expired`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Agreements must be accepted first; the form is sent again with `termsAgree`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idAttribute: components["schemas"]["IdAttribute"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendLoginCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the session cookie is cleared. */
            204: {
                headers: {
                    /** @description Clears the session cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    requestRegistrationLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationLinkRequest"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Fields are invalid (`errorList`; an address already registered gets `errorUnique`), or
             *     agreements must be accepted (`termsRequired`), or both. Too many registrations from
             *     this IP address today (the registrations-per-IP setting) answer 400 with only a
             *     `message`: the page shows 'Registration error' without marking fields.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRegistrationLinkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkStatus"];
                };
            };
            400: components["responses"]["LinkBadRequest"];
            /** @description The link cannot be used (`expired`, `canceledError`, `accessError`), or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    sendRegistrationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobileCodeSent"];
                };
            };
            /** @description The mobile number is malformed or already registered. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: components["responses"]["LinkForbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyRegistrationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationVerifyRequest"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The code is wrong, expired or out of attempts. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: components["responses"]["LinkForbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    completeRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationCompleteRequest"];
            };
        };
        responses: {
            /** @description The account was created; `signedIn` says whether a session was started. */
            200: {
                headers: {
                    /** @description The session cookie, only when `signedIn` is true. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignUpResult"];
                };
            };
            /** @description Fields are invalid (`errorList`), or the link was already used (`linkStatus`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link cannot be used (`expired`, `canceledError`, `accessError`), or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    requestPasswordLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLinkRequest"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The address is empty or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            405: components["responses"]["DirectoryAccount"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPasswordLinkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkStatus"];
                };
            };
            400: components["responses"]["LinkBadRequest"];
            /** @description The link cannot be used (`expired`, `canceledError`, `accessError`), or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getEntryPasswordLinkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkStatus"];
                };
            };
            400: components["responses"]["LinkBadRequest"];
            /** @description The link cannot be used (`expired`, `canceledError`, `accessError`), or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasswordRequest"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The password breaks the policy or the repeat differs (`errorList`), or the link was already used (`linkStatus`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link cannot be used (`expired`, `canceledError`, `accessError`), or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setEntryPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasswordRequest"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The password breaks the policy or the repeat differs (`errorList`), or the link was already used (`linkStatus`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The link cannot be used (`expired`, `canceledError`, `accessError`), or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getInvitationLinkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation can be accepted or refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationLinkStatus"];
                };
            };
            /** @description The invitation was already accepted or refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The invitation expired, was revoked by the master user (`canceledError`), cannot be used from here (`accessError`), or needs agreements accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    refuseInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hash of a registration, password or invitation link (the route's `{id}`). */
                id: components["parameters"]["LinkIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            /** @description The invitation was already accepted or refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The invitation expired, was revoked, or cannot be used from here. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    sendInvitationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCodeRequest"];
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MobileCodeSent"];
                };
            };
            /** @description The mobile number is malformed or already registered. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: components["responses"]["LinkForbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyInvitationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationVerifyRequest"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The code is wrong, expired or out of attempts. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: components["responses"]["LinkForbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAcceptRequest"];
            };
        };
        responses: {
            /** @description The invitation was accepted; `signedIn` says whether a session was started. */
            200: {
                headers: {
                    /** @description The session cookie, only when `signedIn` is true. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignUpResult"];
                };
            };
            /** @description Fields are invalid (`errorList`), or the invitation was already accepted or refused (`linkStatus`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The invitation expired or was revoked, cannot be used from here, or agreements must be accepted first (`termsRequired`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["LinkConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in person. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileSummary"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    deleteProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            405: components["responses"]["DirectoryAccount"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` is keyed by dotted body paths. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The profile is not editable (`mainInfo.isEditable` is false). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A directory-managed account cannot change its full name here. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    getProfileDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The full profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDetails"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    getProfileConfigure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tabs, blocks per tab and fields per block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileConfigure"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    updateProfilePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePasswordChange"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The current password is wrong, the new one is too weak, or the repeat differs. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            405: components["responses"]["DirectoryAccount"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listProfileHistory: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "date" | "changer" | "type" | "ip";
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Only rows from this date on (inclusive). */
                dateFrom?: components["parameters"]["DateFrom"];
                /** @description Only rows up to this date (inclusive). */
                dateTo?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of history rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileHistoryList"];
                };
            };
            /** @description A date filter is malformed, or `dateTo` is before `dateFrom`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image in its own format. */
            200: {
                headers: {
                    /** @description The file name of the avatar. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/jpeg": Blob;
                    "image/tiff": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUpload"];
            };
        };
        responses: {
            /** @description Stored and set as the avatar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarUploaded"];
                };
            };
            /** @description The file is missing or not an accepted image type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "start" | "expiry" | "lastAccess";
                /** @description Sort direction; sessions are sorted descending by default. */
                sort?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileSessionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteAllSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    deleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session (`Session.id`). */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "title" | "period";
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions and the channels offered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionChanges"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description A change is invalid (a period the subscription does not offer, an unknown channel). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All companies (not paged). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    leaveCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "fio" | "status";
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Matches the full name, emails and phones. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listContactContractors: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "contractorTitle";
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Matches contractor and organization titles and INNs. */
                search?: string;
            };
            header?: never;
            path: {
                /** @description The contact (`Contact.userId`). */
                userId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contractor links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactContractorList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "createdAt" | "title" | "read";
                /** @description Sort direction; newest first by default. */
                sort?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listLatestNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest unread notifications (at most 5) and the unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LatestNotifications"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationRead"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listAccessRequests: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "requestDate" | "responseDate" | "requestCompanyName" | "responseCompanyName" | "status";
                /** @description Sort direction; newest first by default. */
                sort?: components["schemas"]["SortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the person's requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessRequestList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createAccessRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRequestInput"];
            };
        };
        responses: {
            /** @description The requests were sent; one id per company, in the form's order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessRequestsCreated"];
                };
            };
            /** @description Invalid companies; `errorList` is keyed by dotted body paths. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Unprocessable"];
        };
    };
    withdrawAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request (`AccessRequest.requestId`). */
                requestId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            /** @description The request is no longer under review. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    listAvailableRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contractor roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailableRoles"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    listIncomingAccessRequests: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "requestDate" | "responseDate" | "userName" | "requestCompanyName" | "status";
                /** @description Sort direction; newest first by default. */
                sort?: components["schemas"]["SortDirection"];
                /** @description Only requests in this state; all states when left out. */
                status?: components["schemas"]["AccessRequestStatus"];
                /** @description Matches the requester's name, email and mobile and the company name and INN. */
                search?: string;
                /** @description Only requests sent from this date on (inclusive). */
                dateFrom?: string;
                /** @description Only requests sent up to this date (inclusive). */
                dateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of incoming requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessRequestList"];
                };
            };
            /** @description Invalid filters (a date range whose end comes before its start). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    approveAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRequestApproval"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid decision: `organization` (shown on the contractor field) or `roles` (shown on
             *     the roles rows).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The requester is already linked to the contractor, or the request was answered meanwhile. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    rejectAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRequestRefusal"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The reason is empty or too long. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request was answered meanwhile; only requests under review can be decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    markAccessRequestDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRequestRefusal"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The reason is empty or too long. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request was answered meanwhile; only requests under review can be decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    allowAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRequestAllow"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request was answered meanwhile; only requests under review can be decided. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    searchContractors: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description The person the access is for (the requester or the contact). */
                userId?: components["schemas"]["Uuid"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching contractors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractorOptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: "createdAt" | "email" | "contractorTitle" | "activeTo" | "status";
                /** @description Sort direction; newest first by default. */
                sort?: components["schemas"]["SortDirection"];
                /** @description Only invitations in this state; all when left out (the filter's "all"). */
                status?: components["schemas"]["InvitationStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCreate"];
            };
        };
        responses: {
            /** @description The invitation was created and mailed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` is keyed by dotted body paths. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description An active invitation to this email exists already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The invitation is no longer `active` or `deactivated`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The invitation is no longer `active` or `deactivated`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    updateContactContractor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactContractorInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid rows; `errorList` is keyed by dotted body paths. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Not a master user, or the contact's roles or methods are not editable by master users
             *     (the screen tells the master user to contact the administrator).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteContactContractor: {
        parameters: {
            query: {
                /** @description The contact (`Contact.userId`). */
                userId: components["schemas"]["Uuid"];
                /** @description The contractor to unlink. */
                contractorId: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Not a master user, or the contact's roles or methods are not editable by master users
             *     (the screen tells the master user to contact the administrator).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; `order` (the drag order) unless the administrator sorts by a column. */
                sortBy?: components["schemas"]["ApplicationSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Matches name, nameEn and code. */
                search?: string;
                /** @description Only applications of these types. */
                type?: components["schemas"]["ApplicationType"][];
                /** @description Only enabled (`true`) or disabled (`false`) applications. */
                enabled?: boolean;
                /** @description Only the virtual applications of this parent. */
                parentId?: components["schemas"]["Uuid"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationInput"];
            };
        };
        responses: {
            /** @description Created; the id of the new application. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The code or a client id is already used by another application. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /**
             * @description Not an administrator, or the application may not be changed this way (internal,
             *     actionsAccess 2, or a client change with actionsAccess 1).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            /** @description Not an administrator, or a built-in (immutable) application. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    reorderApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationOrder"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The list is malformed (an unknown id, a position used twice). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getClientSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client's id. */
                clientId: components["schemas"]["ApplicationClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationClientSecretAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    regenerateClientSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client's id. */
                clientId: components["schemas"]["ApplicationClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationClientSecretAnswer"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description Not an administrator, or the application's clients are read-only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listApplicationSessions: {
        parameters: {
            query: {
                /** @description The application whose sessions are meant. */
                applicationId: components["schemas"]["Uuid"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; `start` by default. */
                sortBy?: components["schemas"]["ApplicationSessionSortBy"];
                /** @description Sort direction; newest first by default. */
                sort?: components["schemas"]["SortDirection"];
                /** @description Matches the user's full name and login, the client id and the device. */
                search?: string;
                /** @description Only sessions started on this day (UTC). The application's sessions tab uses it. */
                startDate?: string;
                /** @description Only rows from this date on (inclusive). */
                dateFrom?: components["parameters"]["DateFrom"];
                /** @description Only rows up to this date (inclusive). */
                dateTo?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationSessionList"];
                };
            };
            /** @description An invalid filter (a malformed date, or dateTo before dateFrom). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such application. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteApplicationSessions: {
        parameters: {
            query: {
                /** @description The application whose sessions are meant. */
                applicationId: components["schemas"]["Uuid"];
                /** @description Matches the user's full name and login, the client id and the device. */
                search?: string;
                /** @description Only sessions started on this day (UTC). The application's sessions tab uses it. */
                startDate?: string;
                /** @description Only rows from this date on (inclusive). */
                dateFrom?: components["parameters"]["DateFrom"];
                /** @description Only rows up to this date (inclusive). */
                dateTo?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            /** @description An invalid filter. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteApplicationSession: {
        parameters: {
            query: {
                /** @description The client the session belongs to (`Session.clientId`). */
                clientId: components["schemas"]["ApplicationClientId"];
            };
            header?: never;
            path: {
                /** @description The session's id (`Session.id`). */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            /** @description The client id is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such session of this client (it may have ended already). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    searchRoleMethods: {
        parameters: {
            query: {
                /** @description Which methods to offer. */
                accessType: components["schemas"]["RoleMethodAccessType"];
                /** @description What to look up; always `method` here. */
                type: components["schemas"]["RoleMethodSearchType"];
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleMethodOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    filterMethods: {
        parameters: {
            query: {
                /** @description The screen the filter serves. */
                type: components["schemas"]["MethodFilterType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleMethodOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listDomains: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: components["schemas"]["DomainSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Matches the aliases and the comment. */
                search?: string;
                /** @description Only enabled (`true`) or disabled (`false`) domains. */
                enabled?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainInput"];
            };
        };
        responses: {
            /** @description Created; the id of the new domain. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description An alias is already used by another domain. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DomainInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description An alias is already used by another domain. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description This is the only domain; it cannot be deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    setDomainEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The body is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchDomains: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching domains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getBaseDomainSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The base domain's language entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDomainSettings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStyleTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainStyleTemplateList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    searchLocales: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocaleOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchDocuments: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
                /** @description Only documents of this kind. */
                type?: components["schemas"]["DocumentType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchBanners: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchDeviceTypes: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching device types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTypeOptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listDeviceTypes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: components["schemas"]["DeviceTypeSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Matches name and code. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of device types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createDeviceType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTypeInput"];
            };
        };
        responses: {
            /** @description Created; the id of the new device type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateDeviceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTypeInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteDeviceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A domain still uses the device type. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    listAuthFlows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every flow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSchemeFlowList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAuthSchemes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All schemes, by priority. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSchemeList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAuthScheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthSchemeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields (`errorList`), for example no enabled first-factor flow or an inactive flow. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateAuthScheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthSchemeInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields (`errorList`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteAuthScheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The scheme cannot be deleted; `reason` says why. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    setAuthSchemeActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The scheme cannot be deactivated; `reason` says why. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    reorderAuthSchemes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthSchemePriorityList"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The priorities do not describe the whole list once each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform settings, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsModuleList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUsersSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user settings, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsModuleList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingChangeList"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid values (`errorList` keyed by setting code) and/or non-unique values (`uniqueErrors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateUsersSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingChangeList"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid values (`errorList` keyed by setting code) and/or non-unique values (`uniqueErrors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchRoles: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
                /** @description Kind of roles to return. */
                roleType?: components["schemas"]["RoleType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching roles, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleOptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchUserContacts: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
                /** @description Most users to return; the number of `ids` when ids are sent, else 50. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users, by full name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserContactOptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchNetworkAliases: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching aliases, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkAliasOptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchPersonnelActionTypes: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
                /** @description Return exactly these entries (to show the current value of a picker). */
                ids?: components["parameters"]["Ids"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching types, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonnelActionTypeOptionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listDynamicFieldTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The four entity types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldTypeList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    listDynamicFieldTabs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity type (route parameter `type` of the dynamic-fields screen). */
                type: components["schemas"]["DynamicFieldEntityType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tabs, by order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldTabList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getDynamicFieldTab: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the tab (route parameter `tab`); `users_main` holds the profile fields. */
                tab: components["schemas"]["DynamicFieldCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tab. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldTab"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setDynamicFieldTabActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    reorderDynamicFieldTabs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entity type (route parameter `type` of the dynamic-fields screen). */
                type: components["schemas"]["DynamicFieldEntityType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldTabOrderList"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The positions do not describe the type's tabs once each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    reorderDynamicFieldSubtypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Code of the tab (route parameter `tab`); `users_main` holds the profile fields. */
                tab: components["schemas"]["DynamicFieldCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldSubtypeOrderList"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description The positions do not describe the tab's subtypes (or a subtype's fields) once each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateDynamicFieldSubtype: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldSubtypeUpdate"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields (`errorList`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createDynamicFieldSubtype: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldSubtypeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields (`errorList`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteDynamicFieldSubtypes: {
        parameters: {
            query: {
                /** @description The subtypes to delete. */
                ids: components["schemas"]["Uuid"][];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A systemic subtype cannot be deleted; nothing was deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteDynamicFieldSubtype: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A systemic subtype cannot be deleted; nothing was deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    setDynamicFieldSubtypeActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createDynamicField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /**
             * @description Invalid fields (`errorList`), including broken flag dependencies, which the modal
             *     prevents but the server checks too.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getDynamicField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicField"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateDynamicField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid fields (`errorList`), including broken flag dependencies, which the modal
             *     prevents but the server checks too.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The code is taken, or the field type changes on a field with values without `force`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteDynamicField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setDynamicFieldActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActiveInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNotifyMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All methods, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotifyMethodList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    setNotifyMethodEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listWhitelist: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; without it the newest entries come first. */
                sortBy?: components["schemas"]["SubnetEntrySortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only rows from this date on (inclusive). */
                dateFrom?: components["parameters"]["DateFrom"];
                /** @description Only rows up to this date (inclusive). */
                dateTo?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubnetEntryList"];
                };
            };
            /** @description A filter is malformed, or `dateTo` is before `dateFrom`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createWhitelistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubnetEntryInput"];
            };
        };
        responses: {
            /** @description Created; the identifier of the new entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /**
             * @description Invalid fields: `errorIp` (malformed address or subnet), `errorEmpty` on `ip` (neither
             *     a subnet nor an alias), `errorDateOrder` on `dateTo` (not later than `dateFrom`),
             *     `errorMaxLength` on `comment` (over 255 characters).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateWhitelistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubnetEntryInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid fields: `errorIp`, `errorEmpty` on `ip`, `errorDateOrder` on `dateTo`,
             *     `errorMaxLength` on `comment` (as for creation).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteWhitelistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setWhitelistEntryEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listBlacklist: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; without it the newest entries come first. */
                sortBy?: components["schemas"]["SubnetEntrySortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only rows from this date on (inclusive). */
                dateFrom?: components["parameters"]["DateFrom"];
                /** @description Only rows up to this date (inclusive). */
                dateTo?: components["parameters"]["DateTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubnetEntryList"];
                };
            };
            /** @description A filter is malformed, or `dateTo` is before `dateFrom`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createBlacklistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubnetEntryInput"];
            };
        };
        responses: {
            /** @description Created; the identifier of the new entry. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /**
             * @description Invalid fields: `errorIp` (malformed address or subnet), `errorEmpty` on `ip` (neither
             *     a subnet nor an alias), `errorDateOrder` on `dateTo` (not later than `dateFrom`),
             *     `errorMaxLength` on `comment` (over 255 characters).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateBlacklistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubnetEntryInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid fields: `errorIp`, `errorEmpty` on `ip`, `errorDateOrder` on `dateTo`,
             *     `errorMaxLength` on `comment` (as for creation).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteBlacklistEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setBlacklistEntryEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNetworkAliases: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; without it aliases are sorted by name. */
                sortBy?: components["schemas"]["NetworkAliasSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Part of the alias name. */
                name?: string;
                /** @description An address or subnet; aliases with a matching entry are returned. */
                ip?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of aliases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkAliasList"];
                };
            };
            /** @description A filter is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createNetworkAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NetworkAliasInput"];
            };
        };
        responses: {
            /** @description Created; the identifier of the new alias. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields, keyed `name` and `ips.N.ip` (N from 0). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateNetworkAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NetworkAliasInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields, keyed `name` and `ips.N.ip` (N from 0). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteNetworkAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The alias is used by whitelist or blacklist entries. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    listHistory: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; without it rows are sorted by `date`, newest first. */
                sortBy?: components["schemas"]["ChangeHistorySortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only changes of this parameter (exact name, as in `changes[].param`). */
                param?: string;
                /** @description Only rows from this date on (inclusive). */
                dateFrom?: components["parameters"]["DateFrom"];
                /** @description Only rows up to this date (inclusive). */
                dateTo?: components["parameters"]["DateTo"];
                /** @description Only changes made by this person (the changer's id). */
                changer?: components["schemas"]["Uuid"];
                /** @description Only changes of this type (a `code` of `GET /platform/setting/history/types`). */
                type?: string;
                /** @description Only changes of this kind of entity (code, as in the rows' `entity`). */
                entity?: string;
                /** @description Only changes of this finer kind (code, as in the rows' `subtype`). */
                subtype?: string;
                /** @description Only changes made from this address (exact IPv4 or IPv6 address). */
                ip?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeHistoryList"];
                };
            };
            /** @description A filter is malformed, or `dateTo` is before `dateFrom`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listHistoryTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every change type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeHistoryTypeList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMonitoringStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state of all monitoring checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthIndicator"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The person lacks `monitoringNotifyAccess`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDiagnosticsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state of the diagnosed applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthIndicator"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The person lacks `diagnosticsNotifyAccess`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDiagnosticsApplicationsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many applications need an update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthIndicator"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            /** @description The person lacks `diagnosticsApplicationsNotifyAccess`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMonitoringApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every application with checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringApplicationList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMonitoring: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; the screen sends `status` by default. */
                sortBy?: components["schemas"]["MonitoringSortBy"];
                /**
                 * @description Sort direction; the screen sends `desc` by default, so checks that are down come
                 *     first.
                 */
                sort?: components["schemas"]["SortDirection"];
                /**
                 * @description Only checks of these applications (codes from `monitoring/applications`); repeat the
                 *     parameter for each.
                 */
                applications?: string[];
                /** @description Only checks in this state. */
                status?: components["schemas"]["HealthStatus"];
                /** @description Only checks whose key contains this text. */
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringList"];
                };
            };
            /** @description A filter or the sorting is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    refreshMonitoring: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; the screen sends `status` by default. */
                sortBy?: components["schemas"]["MonitoringSortBy"];
                /**
                 * @description Sort direction; the screen sends `desc` by default, so checks that are down come
                 *     first.
                 */
                sort?: components["schemas"]["SortDirection"];
                /**
                 * @description Only checks of these applications (codes from `monitoring/applications`); repeat the
                 *     parameter for each.
                 */
                applications?: string[];
                /** @description Only checks in this state. */
                status?: components["schemas"]["HealthStatus"];
                /** @description Only checks whose key contains this text. */
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of checks, freshly computed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoringList"];
                };
            };
            /** @description A filter or the sorting is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    downloadMonitoringXlsx: {
        parameters: {
            query?: {
                /** @description Column to sort by; the screen sends `status` by default. */
                sortBy?: components["schemas"]["MonitoringSortBy"];
                /**
                 * @description Sort direction; the screen sends `desc` by default, so checks that are down come
                 *     first.
                 */
                sort?: components["schemas"]["SortDirection"];
                /**
                 * @description Only checks of these applications (codes from `monitoring/applications`); repeat the
                 *     parameter for each.
                 */
                applications?: string[];
                /** @description Only checks in this state. */
                status?: components["schemas"]["HealthStatus"];
                /** @description Only checks whose key contains this text. */
                key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    /** @description Saves the file as monitoring.xlsx. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description A filter or the sorting is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listDiagnosticsVersions: {
        parameters: {
            query?: {
                /** @description Only applications whose code contains this text. */
                application?: string;
                /** @description Only applications in this state. */
                status?: components["schemas"]["HealthStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticsVersionList"];
                };
            };
            /** @description A filter or the sorting is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    refreshDiagnostics: {
        parameters: {
            query?: {
                /** @description Only applications whose code contains this text. */
                application?: string;
                /** @description Only applications in this state. */
                status?: components["schemas"]["HealthStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions table, freshly computed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticsVersionList"];
                };
            };
            /** @description A filter or the sorting is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form and the license information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["License"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid form: `errorEmpty` (a missing key or domain), `errorUrl` (a malformed domain),
             *     `errorInvalid` on `key` (the license server rejects the key for this domain).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLicenseSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseSessions"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    checkLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseInput"];
            };
        };
        responses: {
            /** @description What the license would be. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseInfo"];
                };
            };
            /**
             * @description Invalid form: `errorEmpty`, `errorUrl` on `domain`, `errorInvalid` on `key` (unknown
             *     key, or a key issued for another domain).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listProviders: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; by name when absent. */
                sortBy?: components["schemas"]["ProviderSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderInput"];
            };
        };
        responses: {
            /** @description Created; the answer is the new provider's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /**
             * @description Invalid fields; `errorList` marks them: a name without Latin letters, a malformed
             *     address, a client id or secret outside the mask, an empty realm.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Another provider already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    getProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider with its sync settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid fields; `errorList` marks them: a name without Latin letters, a malformed
             *     address, a client id or secret outside the mask, an empty realm.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another provider already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setProviderEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    checkProviderConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderConnectionCheck"];
            };
        };
        responses: {
            /** @description Connected; the account has every right the platform needs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderConnection"];
                };
            };
            /**
             * @description The check failed: `providerError` says whether the provider could not be reached
             *     (`connectionError`) or refused the account (`accessError`, with the missing methods
             *     in `requiredRights`); or the fields are invalid (`errorList`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The `id` of the body names no provider. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    startProviderSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run has been queued. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The synchronisation cannot start now; `error` says why. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    updateProviderSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderSyncInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid settings; `errorList` marks the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listMappers: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; by name when absent. */
                sortBy?: components["schemas"]["MapperSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of mappers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapperList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createMapper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MapperInput"];
            };
        };
        responses: {
            /** @description Created; the answer is the new mapper's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /**
             * @description Invalid fields; `errorList` marks them: a name with characters other than Latin
             *     letters, an empty attribute row, a users-access mapper without access.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another mapper already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    createBaseMappers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The base mappers were created. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The base mappers of this synchronisation already exist. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    listProviderSyncHistory: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; by `createdAt` descending when absent. */
                sortBy?: components["schemas"]["ProviderSyncHistorySortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path: {
                /** @description Identifier of the synchronisation entry (`Provider.sync[].id`). */
                syncId: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderSyncHistory"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listMapperFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The platform user fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapperFieldList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateMapper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MapperInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /**
             * @description Invalid fields; `errorList` marks them: a name with characters other than Latin
             *     letters, an empty attribute row, a users-access mapper without access.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another mapper already has this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteMapper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setMapperEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; by `createdAt` descending when absent. */
                sortBy?: components["schemas"]["DocumentSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
                /** @description Free-text search. */
                search?: components["parameters"]["Search"];
                /** @description Only documents that have a text in this language (`Language.id`). */
                locale?: components["schemas"]["Uuid"];
                /** @description Only documents of this type. */
                type?: components["schemas"]["DocumentType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"];
            };
        };
        responses: {
            /** @description Created; the answer is the new document's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Another document already has this code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another document already has this code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setDocumentEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listBanners: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; by `createdAt` descending when absent. */
                sortBy?: components["schemas"]["BannerSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerInput"];
            };
        };
        responses: {
            /** @description Created; the answer is the new banner's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Another banner already has this code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    updateBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another banner already has this code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setBannerVisible: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibleInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listLanguages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by; by `name` ascending when absent. */
                sortBy?: components["schemas"]["LanguageSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageInput"];
            };
        };
        responses: {
            /** @description Created; the answer is the new language's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdAnswer"];
                };
            };
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Another language already has this code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            /** @description Invalid fields; `errorList` marks them. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another language already has this code. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    deleteLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setLanguageEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listIntegrationRecords: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: components["schemas"]["IntegrationRecordSortBy"];
                /** @description Sort direction. */
                sort?: components["schemas"]["SortDirection"];
                /** @description Only exchanges started at or after this moment. */
                createdFrom?: string;
                /** @description Only exchanges started at or before this moment. */
                createdTo?: string;
                /** @description Only exchanges last changed at or after this moment. */
                updatedFrom?: string;
                /** @description Only exchanges last changed at or before this moment. */
                updatedTo?: string;
                /** @description Only exchanges of this entity (from `keys/search`). */
                key?: components["schemas"]["SyncEntity"];
                /** @description Only exchanges in this state. */
                status?: components["schemas"]["IntegrationRecordStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of exchanges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationRecordList"];
                };
            };
            /** @description A filter is malformed, or a range ends before it starts. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    searchIntegrationKeys: {
        parameters: {
            query?: {
                /** @description Text a look-up matches against names and codes. */
                searchValue?: components["parameters"]["SearchValue"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching entities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationKeyList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    downloadIntegrationRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the exchange (the log row's `id`). */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request payload. */
            200: {
                headers: {
                    /** @description Saves the file as `request-<id>.<ext>`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such exchange, or it has no recorded request. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    downloadIntegrationResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the exchange (the log row's `id`). */
                id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The response payload. */
            200: {
                headers: {
                    /** @description Saves the file as `response-<id>.<ext>`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such exchange, or it has no recorded response. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    listIntegrationSyncs: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                limit?: components["parameters"]["Limit"];
                /** @description Column to sort by. */
                sortBy?: components["schemas"]["IntegrationSyncSortBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationSyncList"];
                };
            };
            /** @description Paging or sorting is malformed; `errorList` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setIntegrationSyncEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnabledInput"];
            };
        };
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    startIntegrationSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the entity. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Done"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A synchronisation of the entity is already running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsPlatformUserProfileHistoryGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/user/profile/history"]["get"]["parameters"]["query"]["sortBy"]> = ["date", "changer", "type", "ip"];
export const pathsPlatformUserSessionsGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/user/sessions"]["get"]["parameters"]["query"]["sortBy"]> = ["start", "expiry", "lastAccess"];
export const pathsPlatformUserProfileSubscribesGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/user/profile/subscribes"]["get"]["parameters"]["query"]["sortBy"]> = ["title", "period"];
export const pathsPlatformUserProfileContactsGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/user/profile/contacts"]["get"]["parameters"]["query"]["sortBy"]> = ["fio", "status"];
export const pathsPlatformUserProfileContactsUserIdContractorsGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/user/profile/contacts/{userId}/contractors"]["get"]["parameters"]["query"]["sortBy"]> = ["contractorTitle"];
export const pathsPlatformNotifyPersonalAccountGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/notify/personal-account"]["get"]["parameters"]["query"]["sortBy"]> = ["createdAt", "title", "read"];
export const pathsPlatformUserAccessRequestsGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/user/access/requests"]["get"]["parameters"]["query"]["sortBy"]> = ["requestDate", "responseDate", "requestCompanyName", "responseCompanyName", "status"];
export const pathsPlatformMasterAccountAccessRequestsGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/master-account/access/requests"]["get"]["parameters"]["query"]["sortBy"]> = ["requestDate", "responseDate", "userName", "requestCompanyName", "status"];
export const pathsPlatformMasterAccountInvitationsGetParametersQuerySortByValues: ReadonlyArray<FlattenedDeepRequired<paths>["/platform/master-account/invitations"]["get"]["parameters"]["query"]["sortBy"]> = ["createdAt", "email", "contractorTitle", "activeTo", "status"];
export const messageCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageCode"]> = ["errorEmpty", "errorMatch", "errorEmail", "errorPhone", "errorPhoneExists", "errorUrl", "errorDomain", "errorIp", "errorUnique", "errorPassword", "errorPasswordActual", "errorCode", "errorCodeExpired", "errorCodeAttempts", "errorTerms", "errorInn", "errorKpp", "errorOgrn", "errorOkpo", "errorSymbols", "errorLatin", "errorLatinRequired", "errorMask", "errorMinLength", "errorMaxLength", "errorMin", "errorMax", "errorDate", "errorDateOrder", "errorFileType", "errorCodeAlive", "errorRetention", "errorLocaleRequired", "errorReadOnly", "alreadyExist", "errorInvalid"];
export const linkStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LinkState"]> = ["active", "expired", "used", "canceled", "sessionConflict"];
export const conflictReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ConflictReason"]> = ["hasUsers", "tooFewSchemes", "baseScheme", "lastDomain", "inUse", "hasValues", "systemic", "alreadyAnswered"];
export const errorBodyProviderErrorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorBody"]["providerError"]> = ["connectionError", "accessError"];
export const errorBodyErrorValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorBody"]["error"]> = ["syncInProgress", "mappersNotConfigured", "providerDisabled"];
export const uiMenuTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UiMenuType"]> = ["platform"];
export const documentFormatValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DocumentFormat"]> = ["md", "html"];
export const styleAssetValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StyleAsset"]> = ["logo", "miniLogo", "background", "backgroundHelp"];
export const idAttributeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IdAttribute"]> = ["login", "email", "mobile"];
export const authFlowValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthFlow"]> = ["credentials", "email_code", "sms_code"];
export const sendLoginCodeRequestFlowValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SendLoginCodeRequest"]["flow"]> = ["email_code", "sms_code"];
export const messengerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Messenger"]> = ["viber", "whatsapp", "telegram"];
export const genderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Gender"]> = ["man", "woman"];
export const fieldTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["FieldType"]> = ["input", "dropbox", "combobox", "toggle", "date", "textarea", "picture", "phone", "email"];
export const sortDirectionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SortDirection"]> = ["asc", "desc"];
export const authSystemValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuthSystem"]> = ["keycloak", "platform"];
export const subscriptionPeriodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SubscriptionPeriod"]> = ["immediately", "daily", "weekly", "monthly"];
export const notifyMethodKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NotifyMethodKind"]> = ["personnel_account", "email", "push", "telegram", "sms"];
export const roleTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RoleType"]> = ["systemic", "organizational", "contractor"];
export const legalTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LegalType"]> = ["individual", "legalEntity"];
export const contactStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ContactStatus"]> = ["invitationSent", "active", "inactive"];
export const accessRequestStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccessRequestStatus"]> = ["considered", "approved", "failure", "duplicate", "remove"];
export const accessRequestDecisionKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AccessRequestDecisionKind"]> = ["contractor", "failure", "allow", "duplicate"];
export const invitationStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvitationStatus"]> = ["active", "deactivated", "refusal", "success", "autoSuccess", "deleted"];
export const applicationSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApplicationSortBy"]> = ["order", "name", "code", "type", "enabled"];
export const applicationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApplicationType"]> = ["external", "internal", "virtual", "link", "draft"];
export const applicationActionsAccessValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApplicationActionsAccess"]> = [0, 1, 2];
export const applicationSessionSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApplicationSessionSortBy"]> = ["start", "expiry", "lastAccess", "updatedAt"];
export const roleMethodAccessTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RoleMethodAccessType"]> = ["client", "systemic"];
export const roleMethodSearchTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RoleMethodSearchType"]> = ["method"];
export const methodFilterTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MethodFilterType"]> = ["applications"];
export const domainSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DomainSortBy"]> = ["alias", "comment", "enabled", "base"];
export const documentTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DocumentType"]> = ["agreement", "document"];
export const deviceTypeSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeviceTypeSortBy"]> = ["name", "code"];
export const settingValueTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettingValueType"]> = ["string", "integer", "boolean", "duration", "select"];
export const settingDurationUnitValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettingDurationUnit"]> = ["seconds", "minutes", "hours", "days"];
export const dynamicFieldEntityTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DynamicFieldEntityType"]> = ["users", "organizations", "contractors", "directories"];
export const dynamicFieldTabViewTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DynamicFieldTabViewType"]> = ["form", "table"];
export const dynamicFieldActionsAccessValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DynamicFieldActionsAccess"]> = [0, 1, 2, 3, 4];
export const subnetEntrySortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SubnetEntrySortBy"]> = ["ip", "aliasName", "dateFrom", "dateTo", "enabled", "comment"];
export const networkAliasSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NetworkAliasSortBy"]> = ["name", "comment"];
export const changeHistorySortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ChangeHistorySortBy"]> = ["date", "ip", "changer", "type", "entity", "subtype"];
export const healthStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HealthStatus"]> = ["up", "down"];
export const monitoringSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MonitoringSortBy"]> = ["status", "key", "application", "critical", "stuckCounter", "errorAt"];
export const monitoringCriticalityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MonitoringCriticality"]> = [1, 2, 3];
export const licenseStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LicenseState"]> = ["standard", "limited"];
export const licenseSupportStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LicenseSupportState"]> = ["active", "notStarted", "expired"];
export const providerSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProviderSortBy"]> = ["name", "type", "realm", "url", "enabled"];
export const providerTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProviderType"]> = ["keycloak", "wapps"];
export const providerSyncPeriodUnitValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProviderSyncPeriodUnit"]> = ["minutes", "hours", "days"];
export const syncStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SyncStatus"]> = ["disabled", "await", "process", "success", "error"];
export const providerConnectionStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProviderConnectionState"]> = ["connected"];
export const mapperSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MapperSortBy"]> = ["name", "type", "enabled"];
export const mapperTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MapperType"]> = ["users-base", "users-access"];
export const mapperMappingTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MapperMappingType"]> = ["key", "value"];
export const mapperAccessTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MapperAccessType"]> = ["role", "method"];
export const providerSyncHistorySortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProviderSyncHistorySortBy"]> = ["createdAt"];
export const mapperFieldCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MapperFieldCode"]> = ["firstName", "lastName", "email", "mobile", "login", "enabled"];
export const documentSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DocumentSortBy"]> = ["createdAt", "name", "code", "type", "enabled"];
export const bannerSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BannerSortBy"]> = ["createdAt", "title", "code", "visible"];
export const languageSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["LanguageSortBy"]> = ["name", "code", "enabled"];
export const integrationRecordSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationRecordSortBy"]> = ["createdAt", "updatedAt", "key", "status"];
export const syncEntityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SyncEntity"]> = ["companies", "users", "subscribes", "subscribers", "subscribesSchedules", "contractorsGroups", "personnelActions", "personnelActionsAggs", "personnelTypes", "personnelRelationshipTypes", "applications", "roles", "locales", "countries", "positions", "departments", "usersGroups", "devicesTypes"];
export const integrationRecordStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationRecordStatus"]> = ["wait", "success", "error"];
export const integrationSyncSortByValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationSyncSortBy"]> = ["entity", "enabled", "status", "lastSyncAt"];
export const integrationSyncStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["IntegrationSyncStatus"]> = ["await", "process", "success", "error"];
