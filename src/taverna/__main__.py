from taverna.cli.main import main

main()
