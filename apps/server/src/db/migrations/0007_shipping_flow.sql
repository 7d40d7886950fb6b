-- Reserved for issue 16; replace this no-op with the migration's statements.
SELECT 1;
