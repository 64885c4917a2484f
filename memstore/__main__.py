from memstore.cli import cli

cli()
