# cmake -DROOT=<source dir> -DWORK=<scratch dir> -P subproject_test.cmake
# A game adds Ledge with add_subdirectory() and links ledge_core and ledge_io: configuring such
# a game must not need the packages of the editor, the tests or the benchmarks. They are hidden
# from the configure here (CMAKE_DISABLE_FIND_PACKAGE_*), and the game's project must still
# configure, with the libraries and without the test targets.

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/game)
file(WRITE ${WORK}/game/CMakeLists.txt "cmake_minimum_required(VERSION 3.25)
project(game CXX)
add_subdirectory(\"${ROOT}\" ledge)
add_executable(game main.cpp)
target_link_libraries(game PRIVATE ledge_io)
foreach(target ledge_core ledge_io)
  if(NOT TARGET \${target})
    message(FATAL_ERROR \"no \${target} target\")
  endif()
endforeach()
foreach(target core_tests ledge ledge_editor)
  if(TARGET \${target})
    message(FATAL_ERROR \"\${target} was added: a game asked for the libraries only\")
  endif()
endforeach()
")
file(WRITE ${WORK}/game/main.cpp "#include \"core/world.h\"\nint main() { ledge::World world; world.step({}); }\n")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${WORK}/game -B ${WORK}/build
          -DCMAKE_DISABLE_FIND_PACKAGE_doctest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON
          -DCMAKE_DISABLE_FIND_PACKAGE_glfw3=ON -DCMAKE_DISABLE_FIND_PACKAGE_OpenGL=ON
          -DSTB_INCLUDE_DIR=STB_INCLUDE_DIR-NOTFOUND -DSTB_LIBRARY=STB_LIBRARY-NOTFOUND
  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "a game adding Ledge as a subdirectory does not configure:\n${output}")
endif()
