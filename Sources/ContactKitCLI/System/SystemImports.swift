// The platform's C library and the system calls every command uses (systemWrite,
// systemErrorMessage), for every file of the tool.
@_exported import ContactSupport
