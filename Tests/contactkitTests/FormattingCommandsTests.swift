// Command-line tests for `list`, `show` and `format` arrive with the command-line tool.
